import { createTestDatabase } from '@andel/db/testing';
import { createAdapter } from '@socket.io/postgres-adapter';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createRoomFanOut, shardCount, shardRoom } from './room-fan-out';

// Two servers joined by the PostgreSQL adapter (LIVE_ADAPTER=postgres), half the room's clients on each; the
// broadcasts are written by the first.
const room = 'company:c:meeting:p';
const clientCount = 40;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: { io: Server; pool: pg.Pool }[] = [];
let io: Server;
const clients: Socket[] = [];
/** What each client received, by its index. */
const received: string[][] = [];
/** The rooms of each emit that reached the adapter. */
const emitted: string[] = [];
/** Called after each emit. */
let afterEmit = () => {};
const fanOut = () => createRoomFanOut({ io: () => io, shardFrom: 10 });
const broadcast = (key: string, version: number, text: string) => ({ key, version: BigInt(version), emits: [{ room, event: 'message', payload: text }] });
const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 15_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
/** Sends a last message and waits for every client to have it: what was sent before has arrived by then (one connection each, in order). */
const drained = async (send: ReturnType<typeof fanOut>) => {
  await send.send('meeting', broadcast('end', 1, 'end'));
  await until(() => received.every((messages) => messages.at(-1) === 'end'));
  return received.map((messages) => messages.slice(0, -1));
};

const startServer = async () => {
  const httpServer = createServer();
  const server = { io: new Server(httpServer, { transports: ['websocket'] }), pool: new pg.Pool({ connectionString: database.url, max: 2 }) };
  server.io.adapter(createAdapter(server.pool));
  server.io.on('connection', (socket) => void socket.join([room, shardRoom(room, socket.id)]));
  servers.push(server);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const urls = [await startServer(), await startServer()];
  io = servers[0]!.io;
  const adapter = io.of('/').adapter;
  const broadcastOf = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    emitted.push(...opts.rooms);
    broadcastOf(packet, opts);
    afterEmit();
  };
  for (let index = 0; index < clientCount; index++) {
    const client = connect(urls[index % 2]!, { transports: ['websocket'], reconnection: false });
    received.push([]);
    client.on('message', (text: string) => received[index]!.push(text));
    clients.push(client);
  }
  const ready = clients.map(() => false);
  clients.forEach((client, index) => client.on('ready', () => (ready[index] = true)));
  await until(() => (io.to(room).emit('ready'), ready.every(Boolean)));
});

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) {
    await server.io.close();
    await server.pool.end();
  }
  await database.close();
});

beforeEach(() => {
  for (const messages of received) messages.length = 0;
  emitted.length = 0;
  afterEmit = () => {};
});

it('writes a big room shard by shard, each socket on either server once, in the order sent, with other work between the shards', async () => {
  const send = fanOut();
  let emitsBeforeOtherWork = -1;
  const sent = ['first', 'second', 'third'].map((text, index) => send.send('meeting', broadcast(`key${index}`, 1, text)));
  setImmediate(() => (emitsBeforeOtherWork = emitted.length));
  await Promise.all(sent);
  expect(emitsBeforeOtherWork).toBeLessThan(shardCount);
  expect(emitted).toEqual([0, 1, 2].flatMap(() => Array.from({ length: shardCount }, (_, shard) => `${room}:shard:${shard}`)));
  expect(await drained(send)).toEqual(received.map(() => ['first', 'second', 'third']));
});

it('replaces a broadcast under way by a newer one of its key on the shards not yet written, and drops an older one', async () => {
  const send = fanOut();
  const older = send.send('meeting', broadcast('tally', 2, 'older'));
  const other = send.send('meeting', broadcast('other', 1, 'other'));
  const later = new Promise<number[]>((resolve) => {
    // After the fifth shard's emit, as the hub's broadcasts are given: from a promise's callback.
    afterEmit = () => emitted.length === 5 && void Promise.resolve().then(() => resolve(Promise.all([send.send('meeting', broadcast('tally', 3, 'newer')), send.send('meeting', broadcast('tally', 1, 'stale'))])));
  });
  const [olderCpu, , [newerCpu, staleCpu]] = await Promise.all([older, other, later]);
  // Each resolves once the newer one is written, with the writes of both: the hub spaces the next broadcast from there.
  expect(olderCpu).toBeGreaterThan(0);
  expect([newerCpu, staleCpu]).toEqual([olderCpu, olderCpu]);
  // The older one reached the first shards only; the newer one starts where it stopped and goes to every shard once.
  expect(emitted.slice(0, 5)).toEqual([0, 1, 2, 3, 4].map((shard) => `${room}:shard:${shard}`));
  expect(emitted.slice(5 + shardCount)).toEqual([...Array(shardCount).keys()].map((shard) => `${room}:shard:${(shard + 5) % shardCount}`));
  const messages = await drained(send);
  expect(messages.filter((got) => got[0] === 'older').length).toBeGreaterThan(0);
  expect(messages.filter((got) => got[0] !== 'older').length).toBeGreaterThan(0);
  for (const got of messages) expect(got).toEqual(got[0] === 'older' ? ['older', 'other', 'newer'] : ['other', 'newer']);
});

it('writes a small room in one emit', async () => {
  const send = createRoomFanOut({ io: () => io });
  await send.send('meeting', broadcast('tally', 1, 'whole'));
  // The first server's 20 sockets: below the default.
  expect(emitted).toEqual([room]);
  expect(await drained(send)).toEqual(received.map(() => ['whole']));
});
