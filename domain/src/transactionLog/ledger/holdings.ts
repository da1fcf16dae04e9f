import { Dec, decimalOf, votesPerShareDecimals } from './decimal';
import { allHoldings, type RegisterState } from './register-state';
import { countShares, formatShareNumbers } from './share-number-intervals';

/** An exact ratio, reduced; 0/1 when there is nothing to divide. */
export type Fraction = { numerator: bigint; denominator: bigint };

export type ClassHolding = { shareClassId: string; shares: bigint; votes: string; shareNumbers: string };

export type RegisterViewRow = {
  shareholderId: string;
  classes: ClassHolding[];
  totalShares: bigint;
  votes: string;
  shareFraction: Fraction;
  /** Percent of all shares, 2 decimals, half up: for display; `shareFraction` is exact. */
  sharePercent: string;
  voteFraction: Fraction;
  votePercent: string;
  /** totalShares × nominal value. */
  shareCapital: string;
};

export type RegisterView = { rows: RegisterViewRow[]; totalShares: bigint; totalVotes: string; nominalValue: string | null; shareCapital: string };

// Votes have at most 5 decimals, so votes × 10^5 is a whole number and vote ratios stay exact in bigints.
const voteScale = 10n ** BigInt(votesPerShareDecimals);
const scaledVotes = (shares: bigint, votesPerShare: string) => shares * BigInt(new Dec(votesPerShare).times(voteScale.toString()).toFixed(0));
const formatVotes = (scaled: bigint) => decimalOf(scaled).dividedBy(voteScale.toString()).toFixed();

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const fraction = (numerator: bigint, denominator: bigint): Fraction => {
  if (denominator === 0n || numerator === 0n) return { numerator: 0n, denominator: 1n };
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};
const percent = ({ numerator, denominator }: Fraction): string => {
  const hundredths = (numerator * 10_000n * 2n + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
};

/**
 * The register view: one row per holder with shares, sorted by votes, then shares, descending (the seed's default
 * sort). Share numbers are joined with `separator` (the read model and its API use a bare comma).
 */
export const registerView = (state: RegisterState, separator?: string): RegisterView => {
  const byHolder = new Map<string, { classes: ClassHolding[]; shares: bigint; votes: bigint }>();
  for (const { shareholderId, shareClassId, intervals } of allHoldings(state)) {
    const shares = countShares(intervals);
    const votes = scaledVotes(shares, state.shareClasses[shareClassId]!.votesPerShare);
    const row = byHolder.get(shareholderId) ?? { classes: [], shares: 0n, votes: 0n };
    row.classes.push({ shareClassId, shares, votes: formatVotes(votes), shareNumbers: formatShareNumbers(intervals, separator) });
    row.shares += shares;
    row.votes += votes;
    byHolder.set(shareholderId, row);
  }
  const totalShares = [...byHolder.values()].reduce((sum, row) => sum + row.shares, 0n);
  const totalVotes = [...byHolder.values()].reduce((sum, row) => sum + row.votes, 0n);
  const nominalValue = new Dec(state.nominalValue ?? 0);
  const rows = [...byHolder]
    .sort(([a, x], [b, y]) => (y.votes !== x.votes ? (y.votes > x.votes ? 1 : -1) : y.shares !== x.shares ? (y.shares > x.shares ? 1 : -1) : a < b ? -1 : 1))
    .map(([shareholderId, row]): RegisterViewRow => {
      const shareFraction = fraction(row.shares, totalShares);
      const voteFraction = fraction(row.votes, totalVotes);
      return {
        shareholderId,
        classes: row.classes,
        totalShares: row.shares,
        votes: formatVotes(row.votes),
        shareFraction,
        sharePercent: percent(shareFraction),
        voteFraction,
        votePercent: percent(voteFraction),
        shareCapital: nominalValue.times(decimalOf(row.shares)).toFixed(),
      };
    });
  return {
    rows,
    totalShares,
    totalVotes: formatVotes(totalVotes),
    nominalValue: state.nominalValue,
    shareCapital: nominalValue.times(decimalOf(totalShares)).toFixed(),
  };
};
