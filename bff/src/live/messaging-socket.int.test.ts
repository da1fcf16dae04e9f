import { Company } from '@andel/domain/server';
import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles } from '../../testing/board-meeting-test-setup';
import { openTestRegister } from '../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInClient, type TestClient } from '../../testing/test-client';
import { createTestUser } from '../../testing/test-users';
import { createLiveHub } from './live-hub';
import { attachLiveSocket } from './live-socket';

let t: TestApp;
let register: Awaited<ReturnType<typeof openTestRegister>>;
let served: TestApp['app'];
let server: HttpServer;
let url: string;
let closeSocket: () => Promise<void>;
const sockets: Socket[] = [];
const orgNo = '928471632';

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
/** A messaging socket for the company as `client`: resolves connected, or with the refusal's message. */
const open = (client: TestClient | null) => {
  const socket = connect(`${url}/messaging`, { path: '/api/live/socket.io', transports: ['websocket'], auth: { orgNo }, extraHeaders: client ? { cookie: cookieOf(client) } : {}, reconnection: false });
  sockets.push(socket);
  return new Promise<{ socket: Socket; refused: string | null }>((resolve) => {
    socket.once('connect', () => resolve({ socket, refused: null }));
    socket.once('connect_error', (error) => resolve({ socket, refused: error.message }));
  });
};

beforeAll(async () => {
  t = await createTestApp();
  register = await openTestRegister(t, orgNo, 1);
  const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
  await addBoardRoles(t, company, [['chairperson', 'Kari', 'Nordmann', 'kari@example.no']], ['kari@example.no']);
  await createTestUser(t.orm, 'stranger@example.no');
  const hub = createLiveHub({ orm: t.orm });
  const { createApp } = await import('../app');
  served = createApp({ orm: t.orm, config: t.config, serveApps: false, fileStore: t.fileStore, live: hub });
  server = await new Promise<HttpServer>((resolve) => {
    const started = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeSocket = attachLiveSocket({ httpServer: server, orm: t.orm, config: t.config, hub, databaseUrl: '' }).close;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await closeSocket();
  server.close();
  await t.close();
});

describe('the company side’s live messaging', () => {
  it('refuses a socket without a session or without the company’s messaging', async () => {
    expect((await open(null)).refused).toBe('messaging.socketUnauthorized');
    expect((await open(await signedInClient(t.app, 'stranger@example.no'))).refused).toBe('messaging.socketUnauthorized');
  });

  it('tells the admin’s open console at once when a board member replies, and the thread is unread for the company until opened', async () => {
    const { socket, refused } = await open(register.admin);
    expect(refused).toBeNull();
    const started = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Budsjett', body: 'Se tallene.' });
    const { id } = (await started.json()) as { id: string };
    const heard = new Promise<boolean>((resolve) => {
      socket.once('messaging-changed', () => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
    const kari = await signedInClient(served, 'kari@example.no');
    expect((await kari.post(`/api/board-member-view/${orgNo}/messaging/threads/${id}/messages`, { body: 'Ser greit ut.' })).status).toBe(201);
    expect(await heard).toBe(true);
    const unread = async () => ((await (await register.admin.get(`/api/messaging/${orgNo}/threads`)).json()) as { id: string; unread: boolean }[]).find((thread) => thread.id === id)!.unread;
    expect(await unread()).toBe(true);
    await register.admin.get(`/api/messaging/${orgNo}/threads/${id}`);
    expect(await unread()).toBe(false);
  });
});
