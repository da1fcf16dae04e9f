// The live general meeting on one server process: socket.io clients (in worker processes) joining and getting the
// first snapshot, vote acknowledgement under a burst of 1,000 votes a second, the time until a tally change reaches
// every client, memory per connection, from 500 to 5,000 clients; then 200 small meetings in parallel.
import { createApp } from '@andel/bff';
import { demoUsers, migrate, openOrm, seedDemo, startEmbeddedPostgres } from '@andel/db';
import { serve } from '@hono/node-server';
import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import { loadConfig } from '../bff/src/config';
import { createLiveHub } from '../bff/src/live/live-hub';
import { attachLiveSocket } from '../bff/src/live/live-socket';
import { listenForCacheInvalidation } from '../bff/src/shared/cache-invalidation';
import { benchOrgNo, holdersOf, openMeeting as openBenchMeeting, signedIn, voteOf } from './live-meeting-setup';
import { profileWhile } from './cpu-profile';
import { summarize } from './stats';

const port = Number(process.env.LIVE_BENCH_PORT ?? 3292);
const url = `http://127.0.0.1:${port}`;
const steps = (process.env.LIVE_BENCH_CLIENTS ?? '500,1000,2000,5000').split(',').map(Number).filter((count) => count > 0);
const workerCount = 4;
/** How the votes go: over the admin's sockets (`vote` with an ack, the default) or over HTTP (`admin-vote`). */
const over = process.env.LIVE_BENCH_VOTES === 'http' ? 'http' : 'socket';

const dataDir = '../.data/bench-live-meeting';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
await seedDemo(orm);
const config = loadConfig({ APP_URL: url, PORT: String(port) });
const live = createLiveHub({ orm });
const app = createApp({ orm, config, serveApps: false, live });
const server = await new Promise<HttpServer>((resolve) => {
  const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
});
/** Each call's time in the server, from its arrival at the meeting's group commit to its answer. */
const inServer: number[] = [];
const castVotes = live.castVotes;
live.castVotes = async (...call) => {
  const start = performance.now();
  try {
    return await castVotes(...call);
  } finally {
    inServer.push(performance.now() - start);
  }
};
// The meeting's context is kept until the database notifies its change, as the server does (bff/src/server.ts).
const cacheListener = listenForCacheInvalidation({ databaseUrl: database.url, invalidate: live.invalidate, listening: live.followNotifications });
const socket = attachLiveSocket({ httpServer: server, orm, config, hub: live, databaseUrl: database.url });

/** The messages broadcast to rooms, and the writes to clients they cost (each client of each room). */
const broadcasts = { messages: 0, writes: 0 };
const adapter = socket.io.of('/').adapter;
const broadcastOf = adapter.broadcast.bind(adapter);
adapter.broadcast = (packet, opts) => {
  broadcasts.messages++;
  for (const room of opts.rooms) broadcasts.writes += adapter.rooms.get(room)?.size ?? 0;
  broadcastOf(packet, opts);
};
const admin = await signedIn(app, demoUsers.admin.email, demoUsers.admin.password);
const shareholder = await signedIn(app, demoUsers.shareholder.email, demoUsers.shareholder.password);
const orgNo = benchOrgNo;
const today = new Date().toISOString().slice(0, 10);
const holders = await holdersOf(admin.client);
const openMeeting = (decisions: number) => openBenchMeeting(admin.client, orm, holders, decisions);

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
const everyClient = async <T>(message: (index: number) => unknown, answer: string) => Promise.all(clients.map((worker, index) => ask<T>(worker, message(index), answer)));
/** SQL statements this process sends through the ORM (begin and commit not counted). */
const statements = { count: 0 };
orm.config.set('onQuery', (sql: string) => {
  statements.count++;
  return sql;
});
const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage();
};
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Clients join the meetings (one project id per client); then a burst of votes, then one marker vote whose tally must reach every client. */
const run = async ({ label, projectIds, burst, markers }: { label: string; projectIds: string[]; burst: { path: string; projectId: string; body: unknown }[]; markers: { projectId: string; decisionId: string; shareholderId: string }[] }) => {
  const before = memory();
  const joinStart = performance.now();
  const joined = await everyClient<{ times: number[] }>((index) => ({ type: 'join', url, cookie: shareholder.cookie, projectIds: projectIds.filter((_, i) => i % workerCount === index) }), 'joined');
  const joinAll = performance.now() - joinStart;
  const after = memory();
  const joins = joined.flatMap((reply) => reply.times);
  console.log(`  ${label}: joined, voting`);
  const votes = { url, cookie: admin.cookie, csrf: admin.csrf, origin: url, votes: burst, perSecond: 1000, over };
  // The admin's voting sockets join first: their handshakes are not the votes' cost.
  await ask(voter, { type: 'voters', ...votes }, 'voters-open');
  const [cpuBefore, statementsBefore] = [process.cpuUsage(), statements.count];
  inServer.length = 0;
  Object.assign(broadcasts, { messages: 0, writes: 0 });
  const profiled = await profileWhile(label);
  const voted = await ask<{ latencies: number[]; failed: number; seconds: number }>(voter, { type: 'votes', ...votes }, 'voted');
  const cpu = process.cpuUsage(cpuBefore);
  const sent = { ...broadcasts };
  await profiled();
  const committed = summarize(inServer);
  const perVote = { cpuMs: (cpu.user + cpu.system) / 1000 / burst.length, statements: (statements.count - statementsBefore) / burst.length };
  await new Promise((resolve) => setTimeout(resolve, 500));
  const markerVotes = markers.map((marker) => voteOf(marker.projectId, marker.decisionId, marker.shareholderId));
  const expected = await expectedAfter(markers);
  const reaching = everyClient<{ times: number[] }>(() => ({ type: 'await', targets: expected }), 'reached');
  const markerAck = await ask<{ latencies: number[]; lastAckAt: number }>(voter, { type: 'votes', url, cookie: admin.cookie, csrf: admin.csrf, origin: url, votes: markerVotes, perSecond: 100_000, over }, 'voted');
  const reached = (await reaching).flatMap((reply) => reply.times);
  // From the marker votes' send (the last ack less its latency), to each client's receipt.
  const sentAt = markerAck.lastAckAt - Math.max(...markerAck.latencies);
  const fanOut = reached.map((time) => Math.max(0, time - sentAt));
  console.log(`\n${label}: ${joins.length} clients joined of ${projectIds.length}; the tally change reached ${reached.length}`);
  console.log('  join + first snapshot (ms)', summarize(joins), `all joined in ${Math.round(joinAll)} ms`);
  console.log(`  memory per connection: ${Math.round((after.rss - before.rss) / projectIds.length / 1024)} KiB rss, ${Math.round((after.heapUsed - before.heapUsed) / projectIds.length / 1024)} KiB heap (server rss ${mib(after.rss)} MiB)`);
  console.log(`  vote ack (ms) under ${burst.length} votes at 1,000/s over ${over} (sent in ${voted.seconds.toFixed(2)} s, ${voted.failed} refused)`, summarize(voted.latencies));
  console.log('    of which in the server, arrival to answer (queue and group commit)', committed);
  console.log(`  per vote: ${perVote.cpuMs.toFixed(2)} ms of the server's CPU, ${perVote.statements.toFixed(2)} ORM statements besides begin and commit (broadcasts included); ${sent.messages} messages broadcast in the burst, ${sent.writes} writes to clients`);
  console.log(`  tally change to every client (ms from the vote's send; ${reached.length} clients)`, summarize(fanOut));
  await everyClient(() => ({ type: 'close' }), 'closed');
};

/** Each marker meeting's votesFor once its marker vote counts: the item's votes for so far plus the marker holder's votes. */
const expectedAfter = async (markers: { projectId: string; decisionId: string; shareholderId: string }[]) => {
  const votesOf = new Map<string, string>();
  const register = (await (await admin.client.get(`/api/company/${orgNo}/register?date=${today}`)).json()) as { rows: { shareholderId: string; totalVotes: string }[] };
  for (const row of register.rows) votesOf.set(row.shareholderId, row.totalVotes);
  const targets: Record<string, { itemId: string; votesFor: string }> = {};
  for (const marker of markers) {
    const current = (await live.snapshot(marker.projectId)).items.find((item) => item.itemId === marker.decisionId)!;
    const sum = (Number(current.votes.votesFor) + Number(votesOf.get(marker.shareholderId))).toString();
    targets[marker.projectId] = { itemId: marker.decisionId, votesFor: sum };
  }
  return targets;
};

console.log(`live meeting bench: ${holders.length} shareholders present, ${workerCount} client worker processes, one server process`);
for (const count of steps) {
  const { projectId, decisionIds } = await openMeeting(31);
  const [marker, ...burstItems] = decisionIds as [string, ...string[]];
  const burst = burstItems.flatMap((decisionId) => holders.map((shareholderId) => voteOf(projectId, decisionId, shareholderId)));
  await run({ label: `one meeting, ${count} clients`, projectIds: Array(count).fill(projectId), burst, markers: [{ projectId, decisionId: marker, shareholderId: holders[0]! }] });
}
if (process.env.LIVE_BENCH_SMALL !== '0') {
const small = await Promise.all(Array.from({ length: 200 }, () => openMeeting(2)));
await run({
  label: '200 meetings in parallel, 5 clients each',
  projectIds: small.flatMap(({ projectId }) => Array(5).fill(projectId)),
  burst: small.flatMap(({ projectId, decisionIds }) => holders.slice(0, 5).map((shareholderId) => voteOf(projectId, decisionIds[1]!, shareholderId))),
  markers: small.map(({ projectId, decisionIds }) => ({ projectId, decisionId: decisionIds[0]!, shareholderId: holders[0]! })),
});
}

for (const worker of workers) worker.kill();
await socket.close();
await cacheListener.stop();
server.close();
await orm.close();
await database.stop();
