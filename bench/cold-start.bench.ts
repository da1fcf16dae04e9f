// Time from starting the server on an empty data directory (initdb, migrations, demo seed) to the first page,
// then again on the kept data (a warm start). Needs the apps built (`npm run build`).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort } from '@andel/db';
import { round } from './stats';

const dataDir = '../.data/bench-cold-start';

const startAndFetchFirstPage = async (): Promise<number> => {
  const port = await freePort();
  const started = performance.now();
  const server = spawn('tsx', ['../bff/src/server.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
  try {
    for (;;) {
      const response = await fetch(`http://localhost:${port}/login`).catch(() => null);
      if (response?.ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
};

await rm(dataDir, { recursive: true, force: true });
const cold = await startAndFetchFirstPage();
const warm = await startAndFetchFirstPage();
await rm(dataDir, { recursive: true, force: true });
console.log(`cold start to first page (empty data dir: initdb + migrations + demo seed): ${round(cold)} ms`);
console.log(`warm start to first page (kept data): ${round(warm)} ms`);
