import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * CPU time (user + system, ms) of every running process named `postgres` (Linux /proc): the database's share of
 * a step, which a wall time on this shared machine cannot separate from the app's. Processes that end in between
 * are not counted.
 */
export const postgresCpuMs = (): number => {
  const ticksPerMs = 100 / 1000; // USER_HZ
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const end = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, end) !== 'postgres') continue;
      const fields = stat.slice(end + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / ticksPerMs;
};

/** This process's CPU time (user + system, ms). */
export const ownCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
