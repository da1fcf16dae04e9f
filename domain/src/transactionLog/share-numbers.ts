/** Runs of share numbers, inclusive, sorted and disjoint. Share counts are bigints: never floats. */
export type ShareRun = { from: bigint; to: bigint };

export const countShares = (runs: readonly ShareRun[]): bigint => runs.reduce((sum, run) => sum + run.to - run.from + 1n, 0n);

/** Sorts and merges touching runs; throws on overlap. */
export const normaliseRuns = (runs: readonly ShareRun[]): ShareRun[] => {
  const sorted = [...runs].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: ShareRun[] = [];
  for (const run of sorted) {
    const last = merged.at(-1);
    if (last && run.from <= last.to) throw new RangeError('overlap');
    if (last && run.from === last.to + 1n) last.to = run.to;
    else merged.push({ ...run });
  }
  return merged;
};

/** Parses the seed's "1-100, 201-250" (single numbers allowed); null when malformed, reversed or overlapping. */
export const parseShareRuns = (text: string): ShareRun[] | null => {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const runs: ShareRun[] = [];
  for (const part of parts) {
    const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!match) return null;
    const from = BigInt(match[1]!);
    const to = BigInt(match[2] ?? match[1]!);
    if (from < 1n || to < from) return null;
    runs.push({ from, to });
  }
  try {
    return normaliseRuns(runs);
  } catch {
    return null;
  }
};

export const formatShareRuns = (runs: readonly ShareRun[]): string =>
  runs.map((run) => (run.from === run.to ? `${run.from}` : `${run.from}-${run.to}`)).join(',');

/** The runs of `held` that remain after giving away `given`; null when `given` is not wholly held. */
export const subtractRuns = (held: readonly ShareRun[], given: readonly ShareRun[]): ShareRun[] | null => {
  let remaining = normaliseRuns(held);
  for (const run of given) {
    const owner = remaining.find((candidate) => candidate.from <= run.from && run.to <= candidate.to);
    if (!owner) return null;
    remaining = remaining.flatMap((candidate) =>
      candidate !== owner
        ? [candidate]
        : [
            ...(owner.from < run.from ? [{ from: owner.from, to: run.from - 1n }] : []),
            ...(run.to < owner.to ? [{ from: run.to + 1n, to: owner.to }] : []),
          ],
    );
  }
  return remaining;
};

/** The lowest `count` numbers of `held`; null when fewer are held. */
export const lowestRuns = (held: readonly ShareRun[], count: bigint): ShareRun[] | null => {
  const taken: ShareRun[] = [];
  let left = count;
  for (const run of normaliseRuns(held)) {
    if (left === 0n) break;
    const size = run.to - run.from + 1n;
    const take = size < left ? size : left;
    taken.push({ from: run.from, to: run.from + take - 1n });
    left -= take;
  }
  return left === 0n ? taken : null;
};
