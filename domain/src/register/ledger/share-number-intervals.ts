import { LedgerError } from './ledger-error';

/**
 * An inclusive run of share numbers; numbers start at 1. A holding is a sorted list of disjoint,
 * non-touching intervals, as `normalizeIntervals` returns; the set operations below expect that form.
 */
export type ShareInterval = { readonly from: bigint; readonly to: bigint };

const invalid = () => new LedgerError('shareNumbers.invalid');
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

export const countShares = (intervals: readonly ShareInterval[]): bigint =>
  intervals.reduce((sum, interval) => sum + interval.to - interval.from + 1n, 0n);

/** Sorts and merges touching intervals; numbers below 1, from > to and overlaps are `shareNumbers.invalid`. */
export const normalizeIntervals = (intervals: readonly ShareInterval[]): ShareInterval[] => {
  const sorted = [...intervals].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: ShareInterval[] = [];
  for (const interval of sorted) {
    if (interval.from < 1n || interval.to < interval.from) throw invalid();
    const last = merged.at(-1);
    if (last && interval.from <= last.to) throw invalid();
    if (last && interval.from === last.to + 1n) merged[merged.length - 1] = { from: last.from, to: interval.to };
    else merged.push({ from: interval.from, to: interval.to });
  }
  // A first `push` sizes an array's store for 17 items: the copy is the size of its items (a register keeps one such
  // array per holding, most of one interval: at 100,000 holdings ~15 MiB less).
  return merged.slice();
};

// Whitespace is ignored everywhere, so "1 000-2 000" (grouped as nb and sv display numbers) reads as 1000-2000.
const part = /^(\d+)(?:[-–](\d+))?$/;

/** Parses the seed's "1-100, 201-250" (single numbers allowed); blank text is no intervals. */
export const parseShareNumbers = (text: string): ShareInterval[] => {
  if (text.trim() === '') return [];
  const intervals = text.split(',').map((piece) => {
    const match = part.exec(piece.replace(/\s+/g, ''));
    if (!match) throw invalid();
    return { from: BigInt(match[1]!), to: BigInt(match[2] ?? match[1]!) };
  });
  return normalizeIntervals(intervals);
};

/** Share numbers as `formatShareNumbers` wrote them for the read model ("1-100,201-250", normalized): read without checks. */
export const parseStoredShareNumbers = (text: string): ShareInterval[] =>
  text === ''
    ? []
    : text.split(',').map((run) => {
        const dash = run.indexOf('-');
        return dash < 0 ? { from: BigInt(run), to: BigInt(run) } : { from: BigInt(run.slice(0, dash)), to: BigInt(run.slice(dash + 1)) };
      });

/** "1-100, 201-250" for display; the read model stores them with a bare comma. */
export const formatShareNumbers = (intervals: readonly ShareInterval[], separator = ', '): string =>
  intervals.map(({ from, to }) => (from === to ? `${from}` : `${from}-${to}`)).join(separator);

/** The numbers of `a` that are not in `b`. */
export const subtractIntervals = (a: readonly ShareInterval[], b: readonly ShareInterval[]): ShareInterval[] => {
  const result: ShareInterval[] = [];
  let first = 0;
  for (const interval of a) {
    while (first < b.length && b[first]!.to < interval.from) first++;
    let from = interval.from;
    for (let k = first; k < b.length && b[k]!.from <= interval.to; k++) {
      if (b[k]!.from > from) result.push({ from, to: b[k]!.from - 1n });
      from = b[k]!.to + 1n;
    }
    if (from <= interval.to) result.push({ from, to: interval.to });
  }
  return result;
};

/** The numbers in both `a` and `b`. */
export const intersectIntervals = (a: readonly ShareInterval[], b: readonly ShareInterval[]): ShareInterval[] => {
  const result: ShareInterval[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const from = max(a[i]!.from, b[j]!.from);
    const to = min(a[i]!.to, b[j]!.to);
    if (from <= to) result.push({ from, to });
    if (a[i]!.to < b[j]!.to) i++;
    else j++;
  }
  return result;
};

/** Whether every number of `part` is in `whole`. */
export const containsIntervals = (whole: readonly ShareInterval[], part: readonly ShareInterval[]): boolean =>
  countShares(intersectIntervals(whole, part)) === countShares(part);

/** The `count` lowest numbers of `intervals`; `insufficientShares` when fewer are held. */
export const takeLowest = (intervals: readonly ShareInterval[], count: bigint): ShareInterval[] => {
  if (countShares(intervals) < count) throw new LedgerError('insufficientShares');
  const taken: ShareInterval[] = [];
  let left = count;
  for (const { from, to } of intervals) {
    if (left === 0n) break;
    const take = min(to - from + 1n, left);
    taken.push({ from, to: from + take - 1n });
    left -= take;
  }
  return taken;
};

/** One interval per positive count, numbered consecutively after `after`: how new and renumbered shares get numbers. */
export const consecutiveIntervals = (counts: readonly bigint[], after: bigint): ShareInterval[] => {
  let next = after + 1n;
  return counts.map((count) => {
    const interval = { from: next, to: next + count - 1n };
    next += count;
    return interval;
  });
};
