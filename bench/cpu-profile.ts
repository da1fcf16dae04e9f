// An optional CPU profile of a bench's measured part: LIVE_BENCH_PROFILE=<dir> writes one .cpuprofile per measured
// burst there (open it in Chrome's DevTools or speedscope), so the CPU a vote costs can be read function by function.
import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.env.LIVE_BENCH_PROFILE;

/** Starts profiling this process when asked to; the function returned stops and writes the profile as `<name>.cpuprofile`. */
export const profileWhile = async (name: string): Promise<() => Promise<void>> => {
  if (!dir) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  };
};
