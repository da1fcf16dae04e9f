import { AuditEvent, castVoteBatch, Company, liveMeetingContext, meetingRegisterOf, MeetingVote, NoticeForShareholder, PowerOfAttorney, User, type VoteCast, type VoteRequest } from '@andel/domain/server';
import type { LiveVoteAnswer, VoteType, VoteValue } from '@andel/domain/shared';
import { serve } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalMeetingLinksTo, openGeneralMeeting } from '../../testing/general-meeting-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';
import { createLiveHub, type LiveHub } from './live-hub';
import { attachLiveSocket } from './live-socket';
import { adminCallsPerMinute, participantCallsPerMinute } from './vote-call-limit';

let t: TestApp;
let gm: Awaited<ReturnType<typeof openGeneralMeeting>>;
let hub: LiveHub;
let server: HttpServer;
let url: string;
let closeSocket: () => Promise<void>;
const sockets: Socket[] = [];
/** The notice of each holder (Kari, Ola, Per, Siri), by index. */
const notices: string[] = [];

const written = async () => {
  const em = t.orm.em.fork();
  return { votes: await em.count(MeetingVote, { project: gm.projectId }), audit: await em.count(AuditEvent, { type: 'liveMeeting.voted' }) };
};
const token = async (email: string) => (await generalMeetingLinksTo(t, email)).at(-1)!.token;
const open = (auth: Record<string, string>, cookie = '') => {
  const socket = connect(url, { path: '/api/live/socket.io', transports: ['websocket'], auth: { projectId: gm.projectId, ...auth }, extraHeaders: cookie ? { cookie } : {}, reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve) => socket.once('snapshot', () => resolve(socket)));
};
const vote = (socket: Socket, body: unknown) => new Promise<LiveVoteAnswer>((resolve) => socket.emit('vote', body, resolve));
const adminVote = (holder: number, voteType: VoteType, vote: VoteValue, voteId = randomUUID()): VoteCast => ({ shareholderId: gm.holders[holder]!, voteType, vote, voteId, decisionId: voteType === 'decision' ? gm.decisionId : null });

beforeAll(async () => {
  t = await createTestApp();
  gm = await openGeneralMeeting(t, '916180563');
  expect((await gm.send()).status).toBe(200);
  const em = t.orm.em.fork();
  for (const holder of gm.holders) notices.push((await em.findOneOrFail(NoticeForShareholder, { shareholder: holder })).id);
  // Kari gives Ola her power, instructing him to vote against the decision.
  const given = await new TestClient(t.app).post(`/api/general-meeting/${gm.projectId}/poa/${await token('kari@example.no')}`, { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[1], votingInstructions: { [gm.decisionId]: 'against' } });
  expect(given.status).toBe(200);
  expect((await gm.admin.post(`/api/project/${gm.projectId}/generalMeetingParticipation`, { createParticipation: [0, 1].map((i) => ({ shareholderId: gm.holders[i], isPresent: true })) })).status).toBe(200);
  expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/start`)).status).toBe(200);
  for (const change of [{ statusName: 'MEETING_CHAIR', status: 'STARTED' }, { statusName: 'APPROVE_AGENDA', status: 'STARTED' }, { statusName: 'DECISION', status: 'STARTED', decisionId: gm.decisionId }])
    expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/update-status`, change)).status).toBe(200);
  hub = createLiveHub({ orm: t.orm });
  const { createApp } = await import('../app');
  const app = createApp({ orm: t.orm, config: t.config, serveApps: false, fileStore: t.fileStore, live: hub });
  server = await new Promise<HttpServer>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeSocket = attachLiveSocket({ httpServer: server, orm: t.orm, config: t.config, hub, databaseUrl: '' }).close;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  // The last votes' broadcast (100 ms after them) reads the database before it goes.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await closeSocket();
  server.close();
  await t.close();
});

describe('votes committed as a batch (castVoteBatch)', () => {
  it('commits the calls of a batch each on its own: a refused call writes nothing and fails no other, a replay in the batch is written once', async () => {
    const em = t.orm.em.fork();
    const context = await liveMeetingContext(em, gm.projectId);
    const register = await meetingRegisterOf(em, context.company, context.meetingDate);
    const admin = { kind: 'admin' as const, user: await em.findOneOrFail(User, { email: 'admin-916180563@example.no' }) };
    const kari = adminVote(0, 'meetChair', 'for');
    const requests: VoteRequest[] = [
      { actor: admin, votes: [kari] },
      // Per is not present: his call is refused, and with it the valid vote for Ola in the same call.
      { actor: admin, votes: [adminVote(1, 'approveNoticeAndAgenda', 'for'), adminVote(2, 'meetChair', 'for')] },
      { actor: admin, votes: [kari] },
      { actor: admin, votes: [adminVote(1, 'meetChair', 'against')] },
      { actor: admin, votes: [adminVote(0, 'meetChair', 'against')] },
      { actor: admin, votes: [{ ...kari, vote: 'against' }] },
    ];
    const before = await written();
    const outcomes = await castVoteBatch({ em, company: context.company, project: context.project, agenda: context.agenda, register, requests });
    expect(outcomes.map((outcome) => ('error' in outcome ? outcome.error.code : outcome.acks.map((ack) => ack.replayed)))).toEqual([
      [false],
      'voting.notRepresented',
      [true],
      [false],
      'voting.duplicateVote',
      'liveMeeting.voteIdReused',
    ]);
    expect(await written()).toEqual({ votes: before.votes + 2, audit: before.audit + 2 });
  });
});

describe('votes over the socket (`vote` with an ack)', () => {
  it("acknowledges an admin's vote after its commit, again when replayed, and refuses bad input", async () => {
    const socket = await open({}, [...gm.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const cast = adminVote(1, 'approveNoticeAndAgenda', 'for');
    const answer = await vote(socket, cast);
    expect(answer).toEqual({ acks: [{ voteId: cast.voteId, replayed: false }] });
    expect(await t.orm.em.fork().count(MeetingVote, { id: cast.voteId })).toBe(1);
    expect(await vote(socket, cast)).toEqual({ acks: [{ voteId: cast.voteId, replayed: true }] });
    const before = await written();
    expect(await vote(socket, { ...cast, voteId: 'not-a-uuid' })).toMatchObject({ error: { code: 'validationError' } });
    expect(await written()).toEqual(before);
  });

  it('group-commits a burst of calls, answering each by its own outcome', async () => {
    const admin = { kind: 'admin' as const, user: await t.orm.em.fork().findOneOrFail(User, { email: 'admin-916180563@example.no' }) };
    const kari = adminVote(0, 'approveNoticeAndAgenda', 'for');
    const calls = [kari, adminVote(3, 'approveNoticeAndAgenda', 'for'), kari].map((cast) =>
      hub.castVotes(gm.projectId, admin, [cast]).then(
        ([ack]) => ack!.replayed,
        (error: { code: string }) => error.code,
      ),
    );
    expect(await Promise.all(calls)).toEqual([false, 'voting.notRepresented', true]);
    expect(await t.orm.em.fork().count(MeetingVote, { id: kari.voteId })).toBe(1);
  });

  it("takes a proxy's votes by the link token of the handshake, refusing one against the giver's instruction and one for a power revoked since", async () => {
    const ola = await open({ noticeToken: await token('ola@example.no') });
    const forKari = (vote: string) => ({ voteList: [{ noticeId: notices[0], voteId: randomUUID(), voteType: 'decision', vote, decisionId: gm.decisionId }] });
    const before = await written();
    expect(await vote(ola, forKari('for'))).toMatchObject({ error: { code: 'powersOfAttorney.voteAgainstInstruction' } });
    expect(await vote(ola, { voteList: [{ noticeId: notices[2], voteId: randomUUID(), voteType: 'decision', vote: 'for', decisionId: gm.decisionId }] })).toMatchObject({ error: { code: 'liveMeeting.noRight' } });
    expect(await written()).toEqual(before);
    expect(await vote(ola, { voteList: [{ noticeId: notices[1], voteId: randomUUID(), voteType: 'decision', vote: 'for', decisionId: gm.decisionId }] })).toMatchObject({ acks: [{ replayed: false }] });
    // The power revoked after the socket read its mandates: the vote's transaction sees it.
    await t.orm.em.fork().nativeUpdate(PowerOfAttorney, { giver: gm.holders[0] }, { revokedAt: new Date() });
    const revoked = forKari('against');
    expect(await vote(ola, revoked)).toMatchObject({ error: { code: 'liveMeeting.noRight' } });
    expect(await t.orm.em.fork().count(MeetingVote, { id: revoked.voteList[0]!.voteId })).toBe(0);
  });

  it('refuses a vote for a shareholder outside the link\'s mandates', async () => {
    const kari = await open({ noticeToken: await token('kari@example.no') });
    const before = await written();
    expect(await vote(kari, { voteList: [{ noticeId: notices[1], voteId: randomUUID(), voteType: 'meetChair', vote: 'for' }] })).toMatchObject({ error: { code: 'liveMeeting.noRight' } });
    expect(await written()).toEqual(before);
  });

  it("refuses a link token past 600 vote calls a minute, counted over all its sockets, as the HTTP route's limit", async () => {
    const perToken = await token('per@example.no');
    const [first, second] = await Promise.all([open({ noticeToken: perToken }), open({ noticeToken: perToken })]);
    const calls = (socket: Socket, count: number) => Promise.all(Array.from({ length: count }, () => vote(socket, { voteList: [] })));
    const answers = [...(await calls(first!, participantCallsPerMinute / 2)), ...(await calls(second!, participantCallsPerMinute / 2 + 1))];
    expect(answers.slice(0, participantCallsPerMinute).every((answer) => 'error' in answer && answer.error.code === 'validationError')).toBe(true);
    expect(answers[participantCallsPerMinute]).toMatchObject({ error: { code: 'auth.tooManyAttempts' } });
  });

  it("refuses an admin past their vote calls a minute, counted per user over all their sockets", async () => {
    const user = await createTestUser(t.orm, 'limit-admin@example.no');
    await grantTestAccess(t.orm, user, await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: '916180563' }), 'ADMIN');
    const admin = new TestClient(t.app);
    await admin.signIn('limit-admin@example.no', testPassword);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const sockets = await Promise.all(Array.from({ length: 4 }, () => open({}, cookie)));
    const quarter = adminCallsPerMinute / 4;
    const answers = (await Promise.all(sockets.map((socket) => Promise.all(Array.from({ length: quarter }, () => vote(socket, { voteId: 'not-a-uuid' })))))).flat();
    expect(answers.every((answer) => 'error' in answer && answer.error.code === 'validationError')).toBe(true);
    expect(await vote(sockets[0]!, { voteId: 'not-a-uuid' })).toMatchObject({ error: { code: 'auth.tooManyAttempts' } });
  });
});
