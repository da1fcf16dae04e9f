// The live general meeting on two server processes behind HAProxy (bff/testing/scaled-topology.ts, as the fault test
// runs them): clients in worker processes join one meeting through the balancer, spread over both; the vote
// acknowledgement under a burst of 1,000 votes a second, the time until a tally change reaches every client, and, after
// one process is killed (SIGKILL), the time its clients take to be back (reconnected to the other, snapshot received).
import { createApp } from '@andel/bff';
import { demoUsers, migrate, openOrm, seedDemo, startEmbeddedPostgres } from '@andel/db';
import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { loadConfig } from '../bff/src/config';
import { startScaledTopology } from '../bff/testing/scaled-topology';
import { benchOrgNo, holdersOf, openMeeting, signedIn, voteOf } from './live-meeting-setup';
import { summarize } from './stats';

const clientCount = Number(process.env.LIVE_BENCH_CLIENTS ?? 10_000);
const workerCount = 4;

const dataDir = '../.data/bench-live-two-process';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
await seedDemo(orm);
// Sessions and the meeting are set up in this process; the clients and votes go through the balancer.
const app = createApp({ orm, config: loadConfig({}), serveApps: false });
const admin = await signedIn(app, demoUsers.admin.email, demoUsers.admin.password);
const shareholder = await signedIn(app, demoUsers.shareholder.email, demoUsers.shareholder.password);
const holders = await holdersOf(admin.client);
const { projectId, decisionIds } = await openMeeting(admin.client, orm, holders, 31);
const topology = await startScaledTopology({ databaseUrl: database.url, maxConnections: clientCount + 500 });
const url = topology.url;

const workers: ChildProcess[] = Array.from({ length: workerCount + 1 }, () => fork(new URL('./live-meeting-worker.ts', import.meta.url).pathname, { execArgv: ['--import', 'tsx'] }));
const voter = workers[workerCount]!;
const clients = workers.slice(0, workerCount);
const ask = <T>(worker: ChildProcess, message: unknown, answer: string) =>
  new Promise<T>((resolve) => {
    const listen = (reply: { type: string }) => {
      if (reply.type !== answer) return;
      worker.off('message', listen);
      resolve(reply as T);
    };
    worker.on('message', listen);
    worker.send(message as object);
  });
const everyClient = <T>(message: unknown, answer: string) => Promise.all(clients.map((worker) => ask<T>(worker, message, answer)));
const votes = (list: ReturnType<typeof voteOf>[], perSecond: number) => ({ url, cookie: admin.cookie, csrf: admin.csrf, origin: url, votes: list, perSecond, over: 'socket' });

console.log(`live meeting on two processes: ${holders.length} shareholders present, ${clientCount} clients in ${workerCount} worker processes`);
const joinStart = performance.now();
const joined = (await everyClient<{ times: number[] }>({ type: 'join', url, cookie: shareholder.cookie, projectIds: Array(clientCount / workerCount).fill(projectId), reconnect: true }, 'joined')).flatMap((reply) => reply.times);
console.log(`  ${joined.length} joined in ${Math.round(performance.now() - joinStart)} ms, spread ${JSON.stringify(await topology.connections())}; join + first snapshot (ms)`, summarize(joined));

const [marker, ...burstItems] = decisionIds as [string, ...string[]];
const burst = burstItems.flatMap((decisionId) => holders.map((shareholderId) => voteOf(projectId, decisionId, shareholderId)));
await ask(voter, { type: 'voters', ...votes(burst, 1_000) }, 'voters-open');
const voted = await ask<{ latencies: number[]; failed: number; seconds: number }>(voter, { type: 'votes', ...votes(burst, 1_000) }, 'voted');
console.log(`  vote ack (ms) under ${burst.length} votes at 1,000/s (sent in ${voted.seconds.toFixed(2)} s, ${voted.failed} refused)`, summarize(voted.latencies));

// The marker vote's tally to every client: its item's votes for so far plus the marker holder's votes.
await new Promise((resolve) => setTimeout(resolve, 500));
const live = (await (await fetch(`${url}/api/general-meeting/${projectId}/live`, { headers: { cookie: admin.cookie } })).json()) as { items: { itemId: string; votes: { votesFor: string } }[] };
const register = (await (await admin.client.get(`/api/company/${benchOrgNo}/register`)).json()) as { rows: { shareholderId: string; totalVotes: string }[] };
const votesFor = Number(live.items.find((item) => item.itemId === marker)!.votes.votesFor) + Number(register.rows.find((row) => row.shareholderId === holders[0])!.totalVotes);
const reaching = everyClient<{ times: number[] }>({ type: 'await', targets: { [projectId]: { itemId: marker, votesFor: String(votesFor) } } }, 'reached');
const markerAck = await ask<{ latencies: number[]; lastAckAt: number }>(voter, { type: 'votes', ...votes([voteOf(projectId, marker, holders[0]!)], 100_000) }, 'voted');
const reached = (await reaching).flatMap((reply) => reply.times);
const sentAt = markerAck.lastAckAt - Math.max(...markerAck.latencies);
console.log(`  tally change to every client (ms from the vote's send; ${reached.length} of ${joined.length} reached)`, summarize(reached.map((time) => Math.max(0, time - sentAt))));

// One process dies: its clients reconnect through the balancer to the other.
topology.servers[0]!.child.kill('SIGKILL');
await new Promise((resolve) => setTimeout(resolve, 2_000));
const back = await everyClient<{ times: number[]; waiting: number }>({ type: 'reconnects' }, 'reconnected');
console.log(`  after ${topology.servers[0]!.name} was killed: ${back.reduce((sum, reply) => sum + reply.times.length, 0)} clients back, ${back.reduce((sum, reply) => sum + reply.waiting, 0)} not within 60 s; loss to snapshot (ms)`, summarize(back.flatMap((reply) => reply.times)));

await everyClient({ type: 'close' }, 'closed');
for (const worker of workers) worker.kill();
await topology.stop();
await orm.close();
await database.stop();
