import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const child = resolve(import.meta.dirname, '../testing/embedded-postgres-child.ts');
let dataDir: string;
const running: ChildProcess[] = [];

/** A server process owning the embedded PostgreSQL in `dataDir`, resolved once it is ready. */
const startServerProcess = () =>
  new Promise<ChildProcess>((resolveStarted, reject) => {
    const server = spawn(process.execPath, ['--import', 'tsx', child, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    running.push(server);
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready ') && resolveStarted(server));
    server.on('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const exited = (process: ChildProcess) => new Promise((resolveExit) => (process.exitCode !== null || process.signalCode !== null ? resolveExit(null) : process.once('exit', resolveExit)));

beforeAll(async () => {
  // Under the repository's .data like the test server's own: as root PostgreSQL runs as `postgres`, which cannot enter a private temp directory.
  dataDir = resolve('.data', `restart-test-${process.pid}`, 'pg');
});
afterAll(async () => {
  for (const server of running) server.kill('SIGKILL');
  if (existsSync(join(dataDir, 'postmaster.pid')) && alive(postmasterPid())) process.kill(postmasterPid(), 'SIGINT');
  await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  await rm(resolve(dataDir, '..'), { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('starts again after the server was killed with SIGKILL, stopping the PostgreSQL it left running', { timeout: 120_000 }, async () => {
    const server = await startServerProcess();
    const orphan = postmasterPid();
    server.kill('SIGKILL');
    await exited(server);
    expect(alive(orphan)).toBe(true);

    const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: true, fast: true });
    try {
      expect(alive(orphan)).toBe(false);
      const client = new pg.Client(database.url);
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await database.stop();
    }
  });

  it('refuses with a clear message while another live server uses the directory, and leaves it running', { timeout: 120_000 }, async () => {
    const server = await startServerProcess();
    const owner = postmasterPid();
    await expect(startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: true, fast: true })).rejects.toThrow(
      new RegExp(`in use by another process \\(pid ${server.pid}\\)`),
    );
    expect(alive(owner)).toBe(true);
    server.kill('SIGTERM');
    await exited(server);
  });
});
