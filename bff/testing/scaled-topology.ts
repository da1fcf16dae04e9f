import { freePort } from '@andel/db';
import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startTimeoutMs = 120_000;
/** The request header naming the server a client asks for. */
export const placementHeader = 'x-andel-server';

export type ServerProcess = { name: string; port: number; child: ChildProcess };

/** What `npm run serve` runs, as one node process (so `kill -9` of its pid kills the server itself). */
const startServer = async (name: string, env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--max-semi-space-size=16', '--heap-growing-percent=15', 'bff/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${log}`)), startTimeoutMs);
    const ready = () => {
      if (!log.includes('Andel is running')) return;
      clearTimeout(timer);
      child.stdout.off('data', ready);
      resolve();
    };
    child.stdout.on('data', ready);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${log}`));
    });
  });
  return { name, port: Number(env.PORT), child };
};

/**
 * HAProxy in front: round robin, a server whose port refuses is out at once (the connection goes to another), health
 * checks every 250 ms. A client may name its server in the `x-andel-server` header (a test's placement of its clients),
 * which holds while that server is up, as a sticky session would.
 */
const haproxyConfig = (port: number, servers: ServerProcess[], statsSocket: string, maxConnections: number) => `
global
  maxconn ${maxConnections}
  stats socket ${statsSocket} level admin
defaults
  mode http
  timeout connect 1s
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h
  retries 2
  option redispatch 1
frontend andel
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
${servers.map((server) => `  use-server ${server.name} if { req.hdr(${placementHeader}) -m str ${server.name} }`).join('\n')}
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 250 fall 1 rise 2`).join('\n')}
`;

/** One command to HAProxy's stats socket, its answer. */
const askHaproxy = (socket: string, command: string) =>
  new Promise<string>((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });

/**
 * The documented way to run several processes, on one machine without docker (README, "Configure it"): `processes`
 * server processes as `npm run serve` starts them, each on its own port, against one PostgreSQL, with
 * `LIVE_ADAPTER=postgres`, behind HAProxy (Debian's package; `.ci/run` installs it). The live meeting's socket.io is
 * websocket-only, so no sticky sessions are needed. `env` is given to every process (e.g. one DATA_DIR for their files
 * and sealing certificate, where S3 and SEAL_P12_PATH would be in production).
 */
export const startScaledTopology = async ({ databaseUrl, processes = 2, maxConnections = 9_000, env = {} }: { databaseUrl: string; processes?: number; maxConnections?: number; env?: Record<string, string> }) => {
  const directory = await mkdtemp(join(tmpdir(), 'andel-topology-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    haproxy?.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
  };
  let haproxy: ChildProcess | null = null;
  try {
    const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
    servers.push(
      ...(await Promise.all(
        ports.map((serverPort, index) =>
          startServer(`app${index + 1}`, { DATABASE_URL: databaseUrl, PORT: String(serverPort), APP_URL: url, LIVE_ADAPTER: 'postgres', SEED_DEMO: 'false', DATA_DIR: join(directory, `app${index + 1}`), ...env }),
        ),
      )),
    );
    const statsSocket = join(directory, 'haproxy.sock');
    await writeFile(join(directory, 'haproxy.cfg'), haproxyConfig(port, servers, statsSocket, maxConnections));
    // Debian puts it in /usr/sbin, which a user's PATH may lack; two descriptors a connection (a root shell may raise the limit).
    const command = await access('/usr/sbin/haproxy').then(() => '/usr/sbin/haproxy', () => 'haproxy');
    const script = `ulimit -n ${2 * maxConnections + 100} 2>/dev/null; exec ${command} -f "$0" -db`;
    haproxy = spawn('sh', ['-c', script, join(directory, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'pipe'] });
    const started = haproxy;
    let complaints = '';
    started.stderr!.on('data', (chunk: Buffer) => (complaints += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      started.once('error', (error) => reject(new Error(`HAProxy cannot start (apt-get install haproxy): ${error.message}`)));
      started.once('exit', (code) => reject(new Error(`HAProxy exited (${code}): ${complaints}`)));
      const poll = () =>
        fetch(`${url}/api/no-such-route`).then(
          (response) => (response.status === 404 ? resolve() : setTimeout(poll, 100)),
          () => setTimeout(poll, 100),
        );
      poll();
    });
    /** Each server's current connections through the load balancer, by name. */
    const connections = async () => {
      const csv = (await askHaproxy(statsSocket, 'show stat')).split('\n');
      const columns = csv[0]!.replace(/^# /, '').split(',');
      const rows = csv.slice(1).map((line) => line.split(','));
      return Object.fromEntries(rows.filter((row) => row[0] === 'app' && row[1] !== 'BACKEND').map((row) => [row[1]!, Number(row[columns.indexOf('scur')])]));
    };
    return { url, servers, connections, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
