import { Dec, nominalValueDecimals, votesPerShareDecimals } from './decimal';
import type { RegisterState } from './register-state';
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

/** A plain non-negative decimal with at most `scale` decimals as a whole number of 10^-scale units. */
const unitsOf = (text: string, scale: number): bigint => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
};
/** Units of 10^-scale as a plain decimal without trailing zeros, as decimal.js's `toFixed()` writes it. */
const formatUnits = (units: bigint, scale: number): string => {
  const unit = 10n ** BigInt(scale);
  const fraction = (units % unit).toString().padStart(scale, '0').replace(/0+$/, '');
  return fraction ? `${units / unit}.${fraction}` : `${units / unit}`;
};

// Votes have at most 5 decimals and nominal values 4, so votes and capital are exact in bigints: a register
// of 100,000 holders is formatted without a decimal object per figure.
const formatVotes = (scaled: bigint) => formatUnits(scaled, votesPerShareDecimals);

const safe = BigInt(Number.MAX_SAFE_INTEGER);
const gcd = (a: bigint, b: bigint): bigint => {
  // In floating point while exact: a register's counts nearly always fit, and it is many times faster.
  if (a <= safe && b <= safe) {
    let [x, y] = [Number(a), Number(b)];
    while (y !== 0) [x, y] = [y, x % y];
    return BigInt(x);
  }
  return b === 0n ? a : gcd(b, a % b);
};
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
 * One holding as the view takes it: counted, its share numbers written out, and its lowest number (a holder's
 * classes are listed by it). The read model and snapshots store holdings this way, so most need no parsing.
 */
export type HoldingLine = { shareholderId: string; shareClassId: string; shares: bigint; shareNumbers: string; lowest: bigint };

/** The holdings of a register as lines, share numbers joined with `separator`. */
export const holdingLinesOf = (state: RegisterState, separator?: string): HoldingLine[] =>
  Object.entries(state.shareClasses).flatMap(([shareClassId, { holdings }]) =>
    [...holdings].map(([shareholderId, intervals]) => ({ shareholderId, shareClassId, shares: countShares(intervals), shareNumbers: formatShareNumbers(intervals, separator), lowest: intervals[0]!.from })),
  );

/**
 * The register view: one row per holder with shares, sorted by votes, then shares, descending (the seed's default
 * sort). Share numbers are joined with `separator` (the read model and its API use a bare comma).
 */
export const registerView = (state: RegisterState, separator?: string): RegisterView => registerViewOf(holdingLinesOf(state, separator), state);

/** The register view of holding lines, with the nominal value and votes per share of `state`. */
export const registerViewOf = (lines: readonly HoldingLine[], state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>): RegisterView => {
  const scaledVotesPerShare = new Map(Object.entries(state.shareClasses).map(([id, { votesPerShare }]) => [id, unitsOf(new Dec(votesPerShare).toFixed(), votesPerShareDecimals)]));
  // Many holdings have equal votes: each distinct figure is written out once.
  const votesText = new Map<bigint, string>();
  const votesOf = (votes: bigint) => votesText.get(votes) ?? votesText.set(votes, formatVotes(votes)).get(votes)!;
  const byHolder = new Map<string, { classes: ClassHolding[]; lowest: bigint[]; shares: bigint; votes: bigint }>();
  for (const { shareholderId, shareClassId, shares, shareNumbers, lowest } of lines) {
    const votes = shares * scaledVotesPerShare.get(shareClassId)!;
    let row = byHolder.get(shareholderId);
    if (!row) byHolder.set(shareholderId, (row = { classes: [], lowest: [], shares: 0n, votes: 0n }));
    row.classes.push({ shareClassId, shares, votes: votesOf(votes), shareNumbers });
    row.lowest.push(lowest);
    row.shares += shares;
    row.votes += votes;
  }
  // A holder's classes in the order of their lowest numbers.
  for (const row of byHolder.values())
    if (row.classes.length > 1) {
      const order = row.classes.map((_, index) => index).sort((a, b) => (row.lowest[a]! < row.lowest[b]! ? -1 : 1));
      row.classes = order.map((index) => row.classes[index]!);
    }
  let totalShares = 0n;
  let totalVotes = 0n;
  for (const row of byHolder.values()) {
    totalShares += row.shares;
    totalVotes += row.votes;
  }
  const nominalValue = unitsOf(new Dec(state.nominalValue ?? 0).toFixed(), nominalValueDecimals);
  // Holders with the same shares and votes have the same figures: each distinct pair is worked out once.
  const figures = new Map<bigint, Map<bigint, Omit<RegisterViewRow, 'shareholderId' | 'classes'>>>();
  const figuresOf = (shares: bigint, votes: bigint) => {
    const ofShares = figures.get(shares) ?? figures.set(shares, new Map()).get(shares)!;
    const known = ofShares.get(votes);
    if (known) return known;
    const shareFraction = fraction(shares, totalShares);
    const voteFraction = fraction(votes, totalVotes);
    const worked = {
      totalShares: shares,
      votes: votesOf(votes),
      shareFraction,
      sharePercent: percent(shareFraction),
      voteFraction,
      votePercent: percent(voteFraction),
      shareCapital: formatUnits(nominalValue * shares, nominalValueDecimals),
    };
    ofShares.set(votes, worked);
    return worked;
  };
  const keyed = [...byHolder].map(([shareholderId, row]) => ({ shareholderId, row, votes: Number(row.votes), shares: Number(row.shares) }));
  type Keyed = (typeof keyed)[number];
  const byId = (x: Keyed, y: Keyed) => (x.shareholderId < y.shareholderId ? -1 : 1);
  // Every figure is at most the total: when the totals are exact in floating point, so is every comparison.
  const exact = totalVotes <= safe && totalShares <= safe;
  const bigintOrder = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? 1 : -1);
  keyed.sort(
    exact
      ? (x, y) => y.votes - x.votes || y.shares - x.shares || byId(x, y)
      : (x, y) => bigintOrder(y.row.votes, x.row.votes) || bigintOrder(y.row.shares, x.row.shares) || byId(x, y),
  );
  const rows = keyed.map(({ shareholderId, row }): RegisterViewRow => {
    const worked = figuresOf(row.shares, row.votes);
    return {
      shareholderId,
      classes: row.classes,
      totalShares: worked.totalShares,
      votes: worked.votes,
      shareFraction: worked.shareFraction,
      sharePercent: worked.sharePercent,
      voteFraction: worked.voteFraction,
      votePercent: worked.votePercent,
      shareCapital: worked.shareCapital,
    };
  });
  return {
    rows,
    totalShares,
    totalVotes: formatVotes(totalVotes),
    nominalValue: state.nominalValue,
    shareCapital: formatUnits(nominalValue * totalShares, nominalValueDecimals),
  };
};
