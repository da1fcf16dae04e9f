import { AuditEvent, GeneralMeeting, MeetingParticipation, MeetingVote, Project, ProjectDecision } from '@andel/domain/server';
import type { LiveMeetingAdminView, LiveMeetingVotesView } from '@andel/domain/shared';
import { serve } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';
import { createLiveHub } from '../../../live/live-hub';
import { attachLiveSocket } from '../../../live/live-socket';

const orgNo = '916180563';
let t: TestApp;
let reg: Awaited<ReturnType<typeof openTestRegister>>;
let projectId: string;
let decisionId: string;
let stranger: TestClient;

const rows = async () => {
  const em = t.orm.em.fork();
  return { participation: await em.count(MeetingParticipation, {}), votes: await em.count(MeetingVote, {}), audit: await em.count(AuditEvent, { type: { $like: 'liveMeeting.%' } }) };
};
const live = async (): Promise<LiveMeetingAdminView> => (await reg.admin.get(`/api/general-meeting/${projectId}/live`)).json();
const adminVote = (shareholderId: string, vote: string, voteId = randomUUID(), decision = decisionId) =>
  reg.admin.post(`/api/general-meeting/${projectId}/admin-vote`, { shareholderId, voteType: 'decision', vote, voteId, decisionId: decision });
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await createTestApp();
  reg = await openTestRegister(t, orgNo, 3);
  // Holder 0: 600 A-shares (600 votes, capital 600); holder 1: 200 A + 1000 B-shares (300 votes, capital 1200); holder 2: none.
  const opening = await reg.record('shareholdingperdate', new Date(Date.UTC(2026, 0, 1, 12)).toISOString(), {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: reg.holders[0], sharetypeId: reg.classA, numberOfShares: 600, sharenumberIntervals: '1-600' },
      { shareholderId: reg.holders[1], sharetypeId: reg.classA, numberOfShares: 200, sharenumberIntervals: '601-800' },
      { shareholderId: reg.holders[1], sharetypeId: reg.classB, numberOfShares: 1000, sharenumberIntervals: '801-1800' },
    ],
  });
  expect(opening.status).toBe(201);
  const created = await reg.admin.post('/api/projects', { orgNo, projectName: 'Generalforsamling', decisions: ['freetext'], documents: ['notice_general_meeting', 'general_meeting'] });
  if (created.status !== 201) throw new Error(await created.text());
  projectId = ((await created.json()) as { projectId: string }).projectId;
  const em = t.orm.em.fork();
  decisionId = (await em.findOneOrFail(ProjectDecision, { project: projectId })).id;
  if (!(await em.findOne(GeneralMeeting, { project: projectId })))
    em.create(GeneralMeeting, { project: em.getReference(Project, projectId), meetingDate: '2026-06-01', startTime: '12:00', endDate: '2026-06-01', endTime: '14:00', meetingForm: 'electronic' });
  await em.flush();
  await em.nativeUpdate(GeneralMeeting, { project: projectId }, { agendaItemRules: { [decisionId]: { majorityType: 'QUALIFIED', classVotes: [], excludedShareholderIds: [] } } });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other-admin@example.no'), await createTestCompany(t.orm, '974760673'), 'ADMIN');
  stranger = new TestClient(t.app);
  await stranger.signIn('other-admin@example.no', testPassword);
});
afterAll(() => t.close());

describe('attendance and votes registered by the admin', () => {
  it('refuses a vote from a shareholder not present, and attendance for one without shares, writing nothing', async () => {
    const before = await rows();
    const response = await adminVote(reg.holders[0]!, 'for');
    expect([response.status, await codeOf(response)]).toEqual([403, 'voting.notRepresented']);
    const noShares = await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: [{ shareholderId: reg.holders[0], isPresent: true }, { shareholderId: reg.holders[2], isPresent: true }] });
    expect([noShares.status, await codeOf(noShares)]).toEqual([403, 'liveMeeting.noRight']);
    expect(await rows()).toEqual(before);
  });

  it('registers attendance once, and refuses it twice', async () => {
    const registered = await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: [0, 1].map((i) => ({ shareholderId: reg.holders[i], isPresent: true })) });
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as { registeredBy: string }[]).map((entry) => typeof entry.registeredBy)).toEqual(['string', 'string']);
    const before = await rows();
    const twice = await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: [{ shareholderId: reg.holders[0], isPresent: true }] });
    expect([twice.status, await codeOf(twice)]).toEqual([409, 'liveMeeting.alreadyRegistered']);
    expect(await rows()).toEqual(before);
    const view = await live();
    expect(view.representation).toMatchObject({ sharesParticipating: '1800', totalShares: '1800', percentage: '100.00', votesParticipating: '900', shareCapitalParticipating: '1800' });
  });

  it('runs the steps, counts votes in votes and capital, and a qualified majority fails on capital though it passes on votes', async () => {
    expect((await reg.admin.post(`/api/general-meeting/${projectId}/start`)).status).toBe(200);
    expect((await reg.admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'STARTED', decisionId })).status).toBe(200);
    const voteId = randomUUID();
    expect((await adminVote(reg.holders[0]!, 'for', voteId)).status).toBe(200);
    const before = await rows();
    const replayed = await adminVote(reg.holders[0]!, 'for', voteId);
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { decisionVotes: unknown[] }).decisionVotes).toEqual([{ decisionId, vote: 'for' }]);
    expect(await rows()).toEqual(before);
    const reused = await adminVote(reg.holders[1]!, 'against', voteId);
    expect([reused.status, await codeOf(reused)]).toEqual([409, 'liveMeeting.voteIdReused']);
    const twice = await adminVote(reg.holders[0]!, 'against');
    expect([twice.status, await codeOf(twice)]).toEqual([409, 'voting.duplicateVote']);
    const otherMeeting = await adminVote(reg.holders[1]!, 'against', randomUUID(), randomUUID());
    expect([otherMeeting.status, await codeOf(otherMeeting)]).toEqual([400, 'liveMeeting.unknownItem']);
    expect(await rows()).toEqual(before);
    expect((await adminVote(reg.holders[1]!, 'against')).status).toBe(200);
    const item = (await live()).items.find((entry) => entry.itemId === decisionId)!;
    expect(item.votes).toMatchObject({ votesFor: '600', votesAgainst: '300', shareCapitalFor: '600', shareCapitalAgainst: '1200', representedShareCapital: '1800' });
    expect(item.outcome).toMatchObject({ outcome: 'REJECTED', majorityType: 'QUALIFIED', votesRequirementMet: true, capitalRequirementMet: false });
    // A counted vote keeps its attendance: marking the voter absent is refused, writing nothing.
    const voted = await rows();
    const absent = await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { updateParticipation: [{ shareholderId: reg.holders[0], isPresent: false }] });
    expect([absent.status, await codeOf(absent)]).toEqual([409, 'liveMeeting.hasVoted']);
    expect(await rows()).toEqual(voted);
  });

  it('refuses votes and resets after the step closes, and ending tells whether every step is resolved', async () => {
    expect((await reg.admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'FINISHED', decisionId })).status).toBe(200);
    const before = await rows();
    const vote = (await live()).individualVotes[0]!;
    const reset = await reg.admin.delete(`/api/general-meeting/${projectId}/admin-vote/${vote.id}`);
    expect([reset.status, await codeOf(reset)]).toEqual([409, 'liveMeeting.stepClosed']);
    expect(await rows()).toEqual(before);
    const ended = await reg.admin.post(`/api/general-meeting/${projectId}/end`);
    expect(await ended.json()).toEqual({ status: 'FINISHED', allResolved: false });
  });

  it('lets no one else run the meeting or read it', async () => {
    expect((await new TestClient(t.app).post(`/api/general-meeting/${projectId}/start`)).status).toBe(401);
    expect((await stranger.post(`/api/general-meeting/${projectId}/start`)).status).toBe(403);
    const badInput = await reg.admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'OPEN' });
    expect(badInput.status).toBe(400);
  });
});

describe('the live meeting over socket.io', () => {
  let server: HttpServer;
  let url: string;
  let close: () => Promise<void>;
  /** The admin's browser calling the served app, whose hub the sockets hang on. */
  let served: TestClient;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const hub = createLiveHub({ orm: t.orm });
    const { createApp } = await import('../../../app');
    const app = createApp({ orm: t.orm, config: t.config, serveApps: false, fileStore: t.fileStore, live: hub });
    server = await new Promise<HttpServer>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const socket = attachLiveSocket({ httpServer: server, orm: t.orm, config: t.config, hub, databaseUrl: '' });
    close = socket.close;
    served = new TestClient(app);
    for (const [name, value] of reg.admin.cookies) served.cookies.set(name, value);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await close();
    server.close();
  });
  const open = (client: TestClient | null, origin?: string) => {
    const socket = connect(url, {
      path: '/api/live/socket.io',
      transports: ['websocket'],
      auth: { projectId },
      extraHeaders: { ...(client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...(origin ? { origin } : {}) },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  it('sends the admin the snapshot on connecting, then each change, and refuses another company and no session', async () => {
    const admin = open(reg.admin);
    const snapshot = await new Promise<LiveMeetingAdminView>((resolve) => admin.once('snapshot', resolve));
    expect(snapshot.participationList.map((entry) => entry.shareholderId).sort()).toEqual([reg.holders[0], reg.holders[1]].sort());
    const stepStatus = new Promise<LiveMeetingAdminView>((resolve) => admin.once('step-status', resolve));
    expect((await served.post(`/api/general-meeting/${projectId}/start`)).status).toBe(200);
    const changed = await stepStatus;
    expect(changed.steps.status).toBe('STARTED');
    expect(BigInt(changed.version)).toBeGreaterThan(BigInt(snapshot.version));
    for (const client of [stranger, null]) {
      const refused = open(client);
      expect(await new Promise((resolve) => refused.once('connect_error', (error) => resolve(error.message)))).toBe('liveMeeting.socketUnauthorized');
    }
  });

  it("refuses a cross-site page's handshake carrying the admin's cookie, as the HTTP API refuses its calls", async () => {
    const crossSite = open(reg.admin, 'https://attacker.example');
    const outcome = await new Promise((resolve) => {
      crossSite.once('connect_error', () => resolve('refused'));
      crossSite.once('snapshot', () => resolve('joined'));
    });
    expect(outcome).toBe('refused');
    const sameSite = await new Promise<LiveMeetingAdminView>((resolve) => open(reg.admin, url).once('snapshot', resolve));
    expect(sameSite.participationList.length).toBeGreaterThan(0);
  });

  it('sends a vote as the changed item alone, after its commit, and the snapshot on reconnecting holds it', async () => {
    const admin = open(reg.admin);
    const before = await new Promise<LiveMeetingAdminView>((resolve) => admin.once('snapshot', resolve));
    const voted = new Promise<LiveMeetingVotesView>((resolve) => admin.once('shareholder-voted', resolve));
    const voteId = randomUUID();
    const ack = await served.post(`/api/general-meeting/${projectId}/admin-vote`, { shareholderId: reg.holders[0], voteType: 'meetChair', vote: 'for', voteId });
    expect(ack.status).toBe(200);
    const delta = await voted;
    expect(delta.items.map((item) => item.itemId)).toEqual(['meetingChair']);
    expect(delta.items[0]!.votes.votesFor).toBe('600');
    expect(delta.individualVotes).toEqual([{ id: voteId, shareholderId: reg.holders[0], itemId: 'meetingChair', vote: 'for' }]);
    expect(BigInt(delta.version)).toBeGreaterThan(BigInt(before.version));
    admin.disconnect();
    const again = await new Promise<LiveMeetingAdminView>((resolve) => open(reg.admin).once('snapshot', resolve));
    expect(again.items.find((item) => item.itemId === 'meetingChair')).toEqual(delta.items[0]);
  });
});
