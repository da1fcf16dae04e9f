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
export const unitsOf = (text: string, scale: number): bigint => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
};
/** Units of 10^-scale as a plain decimal without trailing zeros, as decimal.js's `toFixed()` writes it. */
export const formatUnits = (units: bigint, scale: number): string => {
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
 * One holding as the view takes it: counted, and its share numbers written out. The read model and snapshots
 * store holdings this way, so most need no parsing.
 */
export type HoldingLine = { shareholderId: string; shareClassId: string; shares: bigint; shareNumbers: string };

/** The lowest number of share numbers as written ("17-20,31"): a holder's classes are listed by it. */
export const lowestOf = (shareNumbers: string): bigint => {
  let end = 0;
  while (end < shareNumbers.length && shareNumbers.charCodeAt(end) >= 48 && shareNumbers.charCodeAt(end) <= 57) end++;
  return BigInt(shareNumbers.slice(0, end));
};

/** The holdings of a register as lines, share numbers joined with `separator`. */
export const holdingLinesOf = (state: RegisterState, separator?: string): HoldingLine[] =>
  Object.entries(state.shareClasses).flatMap(([shareClassId, { holdings }]) =>
    [...holdings].map(([shareholderId, intervals]) => ({ shareholderId, shareClassId, shares: countShares(intervals), shareNumbers: formatShareNumbers(intervals, separator) })),
  );

/**
 * A holder's lines (classes) with their shares and votes (in 10^-5 units); `votesN`/`sharesN` sort keys while exact.
 * Most holders hold one class: the first line is kept alone, and a list made only for a second.
 */
export type ViewHolder = { shareholderId: string; first: HoldingLine; more: HoldingLine[] | null; shares: bigint; votes: bigint; sharesN: number; votesN: number };

const byLowestNumber = (x: HoldingLine, y: HoldingLine) => (lowestOf(x.shareNumbers) < lowestOf(y.shareNumbers) ? -1 : 1);

/** A holder's lines by their lowest share numbers. */
const linesOfHolder = ({ first, more }: ViewHolder): HoldingLine[] => (more ? [first, ...more].sort(byLowestNumber) : [first]);

/**
 * Holding lines per holder, with the holder's shares and votes, in the view's order: by votes, then shares,
 * descending, then by id; a holder's classes by their lowest numbers (`linesOfHolder`). The sort is a merge sort
 * that finds runs, so lines already in this order (as snapshots store them) are ordered in one pass. One object per
 * holder and one sum per class, nothing per line: a register of 100,000 holders is built mostly of objects that
 * live until the answer is written, each one a cost to the GC.
 */
export const holdersInViewOrder = (lines: readonly HoldingLine[], state: Pick<RegisterState, 'shareClasses'>) => {
  const scaledVotesPerShare = scaledVotesOf(state);
  const sums = new Map([...scaledVotesPerShare].map(([id, scaled]) => [id, { scaled, shares: 0n, held: false }]));
  const byHolder = new Map<string, ViewHolder>();
  for (const line of lines) {
    const sum = sums.get(line.shareClassId)!;
    const votes = line.shares * sum.scaled;
    sum.shares += line.shares;
    sum.held = true;
    const holder = byHolder.get(line.shareholderId);
    if (!holder) {
      byHolder.set(line.shareholderId, { shareholderId: line.shareholderId, first: line, more: null, shares: line.shares, votes, sharesN: 0, votesN: 0 });
      continue;
    }
    (holder.more ??= []).push(line);
    holder.shares += line.shares;
    holder.votes += votes;
  }
  let totalShares = 0n;
  let totalVotes = 0n;
  const classShares = new Map<string, bigint>();
  for (const [id, { scaled, shares, held }] of sums) {
    if (!held) continue;
    classShares.set(id, shares);
    totalShares += shares;
    totalVotes += shares * scaled;
  }
  const holders = [...byHolder.values()];
  // Every figure is at most the total: when the totals are exact in floating point, so is every comparison.
  const exact = totalVotes <= safe && totalShares <= safe;
  if (exact) for (const holder of holders) [holder.sharesN, holder.votesN] = [Number(holder.shares), Number(holder.votes)];
  holders.sort(exact ? (x, y) => y.votesN - x.votesN || y.sharesN - x.sharesN || byId(x, y) : inViewOrder);
  return { holders, totals: { holders: holders.length, classShares, totalShares, totalVotes } };
};

const byId = (x: Pick<ViewHolder, 'shareholderId'>, y: Pick<ViewHolder, 'shareholderId'>) => (x.shareholderId < y.shareholderId ? -1 : 1);
const bigintOrder = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? 1 : -1);

/** The view's order of two holders: by votes, then shares, descending, then by id. */
export const inViewOrder = (x: Pick<ViewHolder, 'shareholderId' | 'votes' | 'shares'>, y: Pick<ViewHolder, 'shareholderId' | 'votes' | 'shares'>) =>
  bigintOrder(y.votes, x.votes) || bigintOrder(y.shares, x.shares) || byId(x, y);

/** The whole register's figures a page of it is written with. */
export type RegisterTotals = { holders: number; classShares: Map<string, bigint>; totalShares: bigint; totalVotes: bigint };

export const scaledVotesOf = (state: Pick<RegisterState, 'shareClasses'>) =>
  new Map(Object.entries(state.shareClasses).map(([id, { votesPerShare }]) => [id, unitsOf(new Dec(votesPerShare).toFixed(), votesPerShareDecimals)]));

/** The lines in the register view's order (how snapshots store them, so a view of one sorts in one pass). */
export const linesInViewOrder = (lines: readonly HoldingLine[], state: Pick<RegisterState, 'shareClasses'>): HoldingLine[] =>
  holdersInViewOrder(lines, state).holders.flatMap(linesOfHolder);

/**
 * The register view: one row per holder with shares, sorted by votes, then shares, descending (the seed's default
 * sort). Share numbers are joined with `separator` (the read model and its API use a bare comma).
 */
export const registerView = (state: RegisterState, separator?: string): RegisterView => registerViewOf(holdingLinesOf(state, separator), state);

/** What every holder with the same shares and votes shares: worked out once for each distinct pair. */
export type HolderFigures = Omit<RegisterViewRow, 'shareholderId' | 'classes'>;

type RowOf<Row> = (shareholderId: string, lines: readonly HoldingLine[], figures: HolderFigures, votesOf: (line: HoldingLine) => string) => Row;

/**
 * Rows of the caller's making (`row`) for holders in the view's order (all, or a page of them), with the whole
 * register's `totals` and the nominal value and votes per share of `state`.
 */
export const rowsOfHolders = <Row>(holders: readonly ViewHolder[], totals: RegisterTotals, state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>, row: RowOf<Row>) => {
  const { totalShares, totalVotes } = totals;
  const scaledVotesPerShare = scaledVotesOf(state);
  // Many holdings have equal votes: each distinct figure is written out once.
  const votesText = new Map<bigint, string>();
  const votesOf = (votes: bigint) => votesText.get(votes) ?? votesText.set(votes, formatVotes(votes)).get(votes)!;
  const nominalValue = unitsOf(new Dec(state.nominalValue ?? 0).toFixed(), nominalValueDecimals);
  // Holders with the same shares and votes have the same figures: each distinct pair is worked out once.
  const figures = new Map<bigint, Map<bigint, HolderFigures>>();
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
  const lineVotes = ({ shareClassId, shares }: HoldingLine) => votesOf(shares * scaledVotesPerShare.get(shareClassId)!);
  return {
    rows: holders.map((holder) => row(holder.shareholderId, linesOfHolder(holder), figuresOf(holder.shares, holder.votes), lineVotes)),
    holders: totals.holders,
    /** Shares per class. */
    classShares: totals.classShares,
    totalShares,
    totalVotes: formatVotes(totalVotes),
    nominalValue: state.nominalValue,
    shareCapital: formatUnits(nominalValue * totalShares, nominalValueDecimals),
  };
};

/** The register as rows of the caller's making (`row`), from holding lines, with the nominal value and votes per share of `state`. */
export const registerRowsOf = <Row>(
  lines: readonly HoldingLine[],
  state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>,
  row: RowOf<Row>,
  /** Rows `from` to `to` (inclusive) in the view's order; the totals are still the whole register's. */
  range?: readonly [from: number, to: number],
) => {
  const { holders, totals } = holdersInViewOrder(lines, state);
  return rowsOfHolders(range ? holders.slice(range[0], range[1] + 1) : holders, totals, state, row);
};

/** The register view of holding lines, with the nominal value and votes per share of `state`. */
export const registerViewOf = (lines: readonly HoldingLine[], state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>): RegisterView => {
  const { rows, totalShares, totalVotes, nominalValue, shareCapital } = registerRowsOf(lines, state, (shareholderId, holderLines, figures, votesOf): RegisterViewRow => ({
    shareholderId,
    classes: holderLines.map((line) => ({ shareClassId: line.shareClassId, shares: line.shares, votes: votesOf(line), shareNumbers: line.shareNumbers })),
    ...figures,
  }));
  return { rows, totalShares, totalVotes, nominalValue, shareCapital };
};
