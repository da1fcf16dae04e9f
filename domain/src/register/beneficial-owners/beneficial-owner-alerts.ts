import type { BeneficialOwnerAlert, BeneficialOwnerProposal } from './beneficial-owner-views';

type Figures = { personKey: string; name: string; sharesInPercent: string; votesInPercent: string };

/** The larger of a person's shares and votes, per cent with 2 decimals, in hundredths (exact integers). */
const hundredths = (f: Pick<Figures, 'sharesInPercent' | 'votesInPercent'>) => Math.max(...[f.sharesInPercent, f.votesInPercent].map((p) => Number(p.replace('.', ''))));
const asPercent = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
/** 0 up to 25 %, 1 above 25 %, 2 above 50 %: the bands the law draws. */
const band = (value: number) => (value > 5000 ? 2 : value > 2500 ? 1 : 0);

/**
 * Who crossed 25 % or 50 % since the latest confirmed statement (pure): each person on either side whose band of
 * shares or votes (the larger) differs between the statement and what the registers show today, with the border
 * crossed (the higher one when both are) and the direction; null where the person is not on that side (25 % or
 * less). No confirmed statement yet, no alerts.
 */
export const beneficialOwnerAlerts = (confirmed: Figures[] | null, proposal: BeneficialOwnerProposal[]): BeneficialOwnerAlert[] => {
  if (!confirmed) return [];
  const now = new Map(proposal.map((p) => [p.key, hundredths(p)]));
  const before = new Map(confirmed.map((c) => [c.personKey, hundredths(c)]));
  const names = new Map([...confirmed.map((c) => [c.personKey, c.name] as const), ...proposal.map((p) => [p.key, p.name] as const)]);
  return [...names].flatMap(([key, name]) => {
    const [was, is] = [before.get(key), now.get(key)];
    const [from, to] = [band(was ?? 0), band(is ?? 0)];
    if (from === to) return [];
    return [{ personKey: key, name, beforeInPercent: was === undefined ? null : asPercent(was), nowInPercent: is === undefined ? null : asPercent(is), crossed: Math.max(from, to) === 2 ? '50' : '25', direction: to > from ? 'UP' : 'DOWN' }];
  });
};
