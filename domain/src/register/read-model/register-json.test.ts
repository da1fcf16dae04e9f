import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoldingLine } from '../ledger/holdings';
import { emptyRegister, type RegisterState } from '../ledger/register-state';
import { registerJsonOf } from './get-register';
import type { RegisterJson } from './read-model-views';

const votesPerShare: Record<string, string> = { A: '1', B: '0.1', C: '10.5' };
const state: Pick<RegisterState, 'nominalValue' | 'shareClasses'> = {
  ...emptyRegister(),
  nominalValue: '12.5',
  shareClasses: Object.fromEntries(Object.entries(votesPerShare).map(([id, votes]) => [id, { votesPerShare: votes, holdings: new Map() }])),
};

/** The register as JSON worked out the plain way, with decimals, as the register read before its rows were built in one pass. */
const plainRegisterJson = (lines: readonly HoldingLine[], date: string): RegisterJson => {
  const holders = new Map<string, HoldingLine[]>();
  for (const line of lines) holders.set(line.shareholderId, [...(holders.get(line.shareholderId) ?? []), line]);
  const votesOf = (line: HoldingLine) => new Decimal(line.shares.toString()).times(votesPerShare[line.shareClassId]!);
  const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));
  const rows = [...holders].map(([shareholderId, held]) => ({ shareholderId, held, shares: sum(held.map((line) => new Decimal(line.shares.toString()))), votes: sum(held.map(votesOf)) }));
  const totalShares = sum(rows.map((row) => row.shares));
  const totalVotes = sum(rows.map((row) => row.votes));
  const share = (part: Decimal, whole: Decimal) => (whole.isZero() || part.isZero() ? new Decimal(0) : part.dividedBy(whole));
  const lowest = (line: HoldingLine) => Number(line.shareNumbers.split(/[-,]/)[0]);
  rows.sort((x, y) => y.votes.comparedTo(x.votes) || y.shares.comparedTo(x.shares) || (x.shareholderId < y.shareholderId ? -1 : 1));
  return {
    date,
    rows: rows.map(({ shareholderId, held, shares, votes }) => ({
      shareholderId,
      holdings: [...held].sort((x, y) => lowest(x) - lowest(y)).map((line) => ({ shareTypeId: line.shareClassId, shares: line.shares.toString(), votes: votesOf(line).toFixed(), shareNumbers: line.shareNumbers })),
      totalShares: shares.toFixed(),
      totalVotes: votes.toFixed(),
      shareOfShares: share(shares, totalShares).toString(),
      shareOfVotes: share(votes, totalVotes).toString(),
      sharePercent: share(shares, totalShares).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
      votePercent: share(votes, totalVotes).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
      shareCapital: shares.times('12.5').toFixed(),
    })),
    holders: rows.length,
    classes: Object.keys(votesPerShare).flatMap((shareTypeId) => {
      const held = lines.filter((line) => line.shareClassId === shareTypeId);
      return held.length ? [{ shareTypeId, shares: sum(held.map((line) => new Decimal(line.shares.toString()))).toFixed() }] : [];
    }),
    totalShares: totalShares.toFixed(),
    totalVotes: totalVotes.toFixed(),
    nominalValue: '12.5',
    shareCapital: totalShares.times('12.5').toFixed(),
  };
};

/** Holdings of up to 12 holders in 3 classes, each a run of consecutive share numbers, in any order. */
const linesArbitrary = fc
  .array(fc.record({ holder: fc.nat(11), shareClass: fc.constantFrom('A', 'B', 'C'), shares: fc.integer({ min: 1, max: 40 }) }), { maxLength: 30 })
  .map((drawn) => {
    const seen = new Set<string>();
    let next = 1;
    return drawn.flatMap(({ holder, shareClass, shares }): HoldingLine[] => {
      if (seen.has(`${holder} ${shareClass}`)) return [];
      seen.add(`${holder} ${shareClass}`);
      const from = next;
      next += shares;
      return [{ shareholderId: `holder-${holder}`, shareClassId: shareClass, shares: BigInt(shares), shareNumbers: shares === 1 ? `${from}` : `${from}-${from + shares - 1}` }];
    });
  });

describe('register as JSON', () => {
  it('equals the register worked out with decimals, one holder at a time, for any holdings in any order', () =>
    fc.assert(
      fc.property(linesArbitrary, fc.boolean(), (lines, reversed) => {
        expect(registerJsonOf(reversed ? [...lines].reverse() : lines, state, '2026-01-31')).toEqual(plainRegisterJson(lines, '2026-01-31'));
      }),
    ));
  it("gives a page of the same rows with the whole register's totals", () =>
    fc.assert(
      fc.property(linesArbitrary, fc.nat(12), fc.nat(5), (lines, from, size) => {
        const { rows, ...whole } = registerJsonOf(lines, state, null);
        const page = registerJsonOf(lines, state, null, [from, from + size]);
        expect(page).toEqual({ ...whole, rows: rows.slice(from, from + size + 1) });
      }),
    ));
});
