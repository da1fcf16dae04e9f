// Time from `npm start` as on a fresh clone (the apps' build stamp removed, so they are built again; an empty data
// directory: initdb, migrations, demo seed) to the first page, then again with the apps and the data kept (a warm start).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort } from '@andel/db';
import { round } from './stats';

const dataDir = '../.data/bench-cold-start';

const startAndFetchFirstPage = async (): Promise<number> => {
  const port = await freePort();
  const started = performance.now();
  const server = spawn('tsx', ['../bff/src/server.ts', '--build-apps'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
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
await rm('../.data/apps-build.sha256', { force: true });
const cold = await startAndFetchFirstPage();
const warm = await startAndFetchFirstPage();
await rm(dataDir, { recursive: true, force: true });
console.log(`cold start to first page (the apps built, an empty data dir: initdb + migrations + demo seed; target 15 s): ${round(cold)} ms`);
console.log(`warm start to first page (apps unchanged, kept data): ${round(warm)} ms`);
