// A worker process of the live-meeting bench: opens socket.io clients, or sends votes, as the bench asks over IPC.
import { Agent, request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { liveMeetingSocketTimeoutMs } from '@andel/domain/shared';

type ItemVotes = { projectId: string; items: { itemId: string; votes: { votesFor: string } }[] };
/** `reconnect`: the sockets reconnect as the apps' do (socket.io's delays, the apps' timeout, `rejoin`), and each reconnection's time is kept for `reconnects`. */
type Join = { type: 'join'; url: string; cookie: string; projectIds: string[]; reconnect?: boolean };
type Await = { type: 'await'; targets: Record<string, { itemId: string; votesFor: string }> };
type Votes = { type: 'votes' | 'voters'; url: string; cookie: string; csrf: string; origin: string; votes: { path: string; projectId: string; body: unknown }[]; perSecond: number; over: 'socket' | 'http' };
type Message = Join | Await | Votes | { type: 'reconnects' } | { type: 'close' };

const sockets: { socket: Socket; projectId: string; latest: ItemVotes | null; onVoted?: (view: ItemVotes) => void; lostAt?: number }[] = [];
/** From a joined socket's loss of its connection to the snapshot of its reconnection, in ms. */
const reconnections: number[] = [];
const send = (message: unknown) => process.send!(message);

const join = async ({ url, cookie, projectIds, reconnect = false }: Join) => {
  const times: number[] = [];
  let next = 0;
  const openOne = () =>
    new Promise<void>((resolve) => {
      const projectId = projectIds[next++]!;
      const start = performance.now();
      let joined = false;
      const auth = (send: (auth: object) => void) => send({ projectId, rejoin: joined });
      const socket = io(url, { path: '/api/live/socket.io', transports: ['websocket'], auth, extraHeaders: { cookie }, timeout: liveMeetingSocketTimeoutMs, reconnection: reconnect });
      const entry: (typeof sockets)[number] = { socket, projectId, latest: null };
      sockets.push(entry);
      socket.on('snapshot', (view: ItemVotes) => {
        entry.latest = view;
        if (entry.lostAt !== undefined) reconnections.push(performance.now() - entry.lostAt);
        entry.lostAt = undefined;
      });
      socket.on('disconnect', (reason) => {
        if (joined && reason !== 'io client disconnect') entry.lostAt = performance.now();
      });
      socket.once('snapshot', () => {
        joined = true;
        times.push(performance.now() - start);
        resolve();
      });
      socket.on('shareholder-voted', (view: ItemVotes) => {
        entry.latest = view;
        entry.onVoted?.(view);
      });
      socket.once('connect_error', () => resolve());
      socket.once('disconnect', () => resolve());
      setTimeout(resolve, 60_000);
    });
  // At most 100 handshakes under way per worker, as a crowd joining in the same minute would.
  await Promise.all(Array.from({ length: Math.min(100, projectIds.length) }, async () => {
    while (next < projectIds.length) await openOne();
  }));
  send({ type: 'joined', times });
};

const reached = (view: ItemVotes | null, target: { itemId: string; votesFor: string }) =>
  !!view && view.items.some((item) => item.itemId === target.itemId && Number(item.votes.votesFor) >= Number(target.votesFor));

const awaitTally = async ({ targets }: Await) => {
  const times = await Promise.all(
    sockets.map(
      (entry) =>
        new Promise<number>((resolve) => {
          const target = targets[entry.projectId];
          if (!target) return resolve(0);
          entry.onVoted = (view) => {
            if (reached(view, target)) resolve(Date.now());
          };
          // A client the change never reaches within 10 s is counted as not reached.
          setTimeout(() => resolve(0), 10_000);
        }),
    ),
  );
  send({ type: 'reached', times: times.filter((time) => time > 0) });
};

/** Keep-alive connections as a browser population behind one proxy would hold them: a vote waits for a free one, and its wait counts. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const post = (target: string, headers: Record<string, string>, body: string) =>
  new Promise<number>((resolve) => {
    const call = request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', () => resolve(0));
    call.end(body);
  });

/** The admin's sockets that vote in a meeting (`perMeeting` of them), opened once and kept until `close`. */
const voters = new Map<string, Socket[]>();
const votersOf = async (url: string, cookie: string, projectId: string, perMeeting: number): Promise<Socket[]> => {
  const open = voters.get(projectId);
  if (open) return open;
  const opened = await Promise.all(
    Array.from({ length: perMeeting }, () =>
      new Promise<Socket>((resolve) => {
        const socket = io(url, { path: '/api/live/socket.io', transports: ['websocket'], auth: { projectId }, extraHeaders: { cookie }, reconnection: false });
        socket.once('snapshot', () => resolve(socket));
      }),
    ),
  );
  voters.set(projectId, opened);
  return opened;
};
const overSocket = (sockets: Socket[], index: number, body: unknown) =>
  new Promise<boolean>((resolve) => sockets[index % sockets.length]!.emit('vote', body, (answer: { acks?: unknown }) => resolve(!!answer.acks)));
const overHttp = async ({ url, cookie, csrf, origin }: Votes, path: string, body: unknown) =>
  (await post(`${url}${path}`, { cookie, 'x-csrf-token': csrf, origin, 'content-type': 'application/json' }, JSON.stringify(body))) === 200;

/**
 * The admin's sockets for the votes' meetings (over HTTP none): 16 for one meeting, as many admins' screens and proxies'
 * phones would share the load; one per small meeting. `voters` opens them before the votes, so their handshakes and
 * snapshots are not counted in the votes' server CPU.
 */
const votersFor = async ({ url, cookie, votes, over }: Votes) => {
  const sockets = new Map<string, Socket[]>();
  const meetings = new Set(votes.map((entry) => entry.projectId));
  if (over === 'socket') for (const projectId of meetings) sockets.set(projectId, await votersOf(url, cookie, projectId, Math.max(1, Math.floor(16 / meetings.size))));
  return sockets;
};

/** Sends the votes at `perSecond`, over the admin's sockets (`vote` with an ack) or over HTTP (`admin-vote`); each latency is from its send to its ack. */
const vote = async (message: Votes) => {
  const { url, cookie, votes, perSecond, over } = message;
  const latencies: number[] = [];
  let failed = 0;
  let lastAckAt = 0;
  const sockets = await votersFor(message);
  const started = performance.now();
  await Promise.all(
    votes.map(async ({ path, projectId, body }, index) => {
      const due = started + (index * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const sent = performance.now();
      const ok = over === 'socket' ? await overSocket(sockets.get(projectId)!, index, body) : await overHttp(message, path, body);
      if (!ok) failed++;
      latencies.push(performance.now() - sent);
      lastAckAt = Math.max(lastAckAt, Date.now());
    }),
  );
  send({ type: 'voted', latencies, failed, lastAckAt, seconds: (performance.now() - started) / 1000 });
};

/** The reconnections' times once every socket that lost its connection has its snapshot again (or 60 s have passed). */
const awaitReconnects = async () => {
  for (const end = Date.now() + 60_000; Date.now() < end && sockets.some((entry) => entry.lostAt !== undefined); ) await new Promise((resolve) => setTimeout(resolve, 50));
  send({ type: 'reconnected', times: reconnections.splice(0), waiting: sockets.filter((entry) => entry.lostAt !== undefined).length });
};

process.on('message', (message: Message) => {
  if (message.type === 'join') void join(message);
  else if (message.type === 'reconnects') void awaitReconnects();
  else if (message.type === 'await') void awaitTally(message);
  else if (message.type === 'votes') void vote(message);
  else if (message.type === 'voters') void votersFor(message).then(() => send({ type: 'voters-open' }));
  else {
    for (const { socket } of sockets) socket.disconnect();
    for (const socket of [...voters.values()].flat()) socket.disconnect();
    sockets.length = 0;
    voters.clear();
    send({ type: 'closed' });
  }
});
