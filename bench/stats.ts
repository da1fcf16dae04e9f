/** Median and 95th percentile of timings, in milliseconds. */
export const summarize = (timingsMs: number[]) => {
  const sorted = [...timingsMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)!) };
};

export const round = (ms: number) => Math.round(ms * 10) / 10;

export const time = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
};
