import { nominalValueDecimals, votesPerShareDecimals } from '../../register/ledger/decimal';
import { formatUnits, unitsOf } from '../../register/ledger/holdings';

/**
 * The register as of the meeting date, as the register builds it: each class's votes per share on that day (the
 * dated values of `ShareClassVotes`, as `registerWithClasses(em, company, meetingDate)` reads them; at most 5
 * decimals), the nominal value (at most 4 decimals; null before the register opens) and each holder's shares per class
 * (`registerViewOf(...).rows`).
 */
export type MeetingRegister = {
  nominalValue: string | null;
  shareClasses: Readonly<Record<string, { votesPerShare: string }>>;
  rows: readonly MeetingRegisterRow[];
};
export type MeetingRegisterRow = { shareholderId: string; classes: readonly { shareClassId: string; shares: bigint }[] };

/**
 * Shares, votes and share capital, exact: votes in units of 10^-5 (votes per share have at most 5 decimals) and
 * capital in units of 10^-4 (the nominal value has at most 4), as the register view counts them. Never floats.
 */
export type Figures = { shares: bigint; votes: bigint; capital: bigint };

export const noFigures = (): Figures => ({ shares: 0n, votes: 0n, capital: 0n });

export const addFigures = (a: Figures, b: Figures): Figures => ({ shares: a.shares + b.shares, votes: a.votes + b.votes, capital: a.capital + b.capital });

/** The figures of a number of shares of a class: votes are shares × votes per share, capital shares × nominal value (seed 002, section 9). */
export const figuresOfRegister = (register: Pick<MeetingRegister, 'nominalValue' | 'shareClasses'>) => {
  const nominalValue = unitsOf(register.nominalValue ?? '0', nominalValueDecimals);
  const votesPerShare = new Map(Object.entries(register.shareClasses).map(([shareClassId, { votesPerShare }]) => [shareClassId, unitsOf(votesPerShare, votesPerShareDecimals)]));
  return (shareClassId: string, shares: bigint): Figures => ({ shares, votes: shares * (votesPerShare.get(shareClassId) ?? 0n), capital: shares * nominalValue });
};

/** Votes as a plain decimal ("1090.5"), as the register writes them. */
export const formatVotes = (votes: bigint): string => formatUnits(votes, votesPerShareDecimals);
/** Share capital as a plain decimal ("1250.5"). */
export const formatCapital = (capital: bigint): string => formatUnits(capital, nominalValueDecimals);

/** `part` of `whole` in percent, floored to 2 decimals ("33.33"; seed 002, section 9); "0.00" of nothing. */
export const flooredPercent = (part: bigint, whole: bigint): string => {
  if (whole === 0n) return '0.00';
  const hundredths = (part * 10_000n) / whole;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
};
