import { Company, GeneralMeeting, MeetingVote, Project } from '@andel/domain/server';
import { applyLiveVotes, liveMeetingEvents, liveMeetingSocketPath, newerLiveView, type LiveMeetingView, type LiveMeetingVotesView, type LiveVoteAnswer } from '@andel/domain/shared';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placementHeader, startScaledTopology } from '../../testing/scaled-topology';
import { openTestRegister } from '../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';

// Two server processes behind HAProxy on one PostgreSQL (LIVE_ADAPTER=postgres); 1,000 socket clients in one live
// general meeting; a burst of 1,000 votes; one process is killed (SIGKILL) in the middle of it (issue 26).
const orgNo = '917366284';
const holderCount = 40;
const decisionCount = 25;
const voterCount = 20;
const watcherCount = 1_000 - voterCount;
const votesPerSecond = 500;
/** The first process dies the moment the last vote on this decision (its votes all cast through it) is acknowledged. */
const killedAfterDecision = 10;
const pauseMs = 300;

type Vote = { shareholderId: string; voteType: 'decision'; vote: 'for'; voteId: string; decisionId: string };
type Client = { socket: Socket; view: LiveMeetingView | undefined; reconnects: number };
type Voter = Client & { pending: Map<string, Vote>; acked: Set<string>; resent: number; refusals: string[]; cast: (vote: Vote) => void; onAck?: () => void };

let t: TestApp;
let topology: Awaited<ReturnType<typeof startScaledTopology>>;
const clients: Client[] = [];

const until = async (done: () => boolean | Promise<boolean>, ms: number, what: string) => {
  for (const end = Date.now() + ms; !(await done()); await new Promise((resolve) => setTimeout(resolve, 50))) if (Date.now() > end) throw new Error(`timed out: ${what}`);
};
const cookieOf = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * A client as the apps connect (`useLiveMeeting`): websocket only, reconnecting, `rejoin` on a reconnect, the newest
 * version of each item kept; placed on `server` while it is up.
 */
const connectClient = (url: string, projectId: string, cookie: string, server: string): Promise<Client> => {
  let joined = false;
  const socket = io(url, { path: liveMeetingSocketPath, transports: ['websocket'], extraHeaders: { cookie, [placementHeader]: server }, reconnectionDelay: 250, reconnectionDelayMax: 1_000, auth: (send) => send({ projectId, rejoin: joined }) });
  const client: Client = { socket, view: undefined, reconnects: 0 };
  socket.on(liveMeetingEvents.snapshot, (view: LiveMeetingView) => (client.view = newerLiveView(client.view, view)));
  socket.on(liveMeetingEvents.voted, (delta: LiveMeetingVotesView) => (client.view = applyLiveVotes(client.view, delta)));
  socket.on('disconnect', () => {
    if (joined) client.reconnects++;
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    socket.once(liveMeetingEvents.snapshot, () => {
      joined = true;
      resolve(client);
    });
    socket.once('connect_error', reject);
  });
};

/** A voter resends, with the same vote ids, every vote not acknowledged when a snapshot comes after a reconnect. */
const voterOf = (client: Client): Voter => {
  const voter = Object.assign(client, { pending: new Map<string, Vote>(), acked: new Set<string>(), resent: 0, refusals: [] as string[], onAck: undefined as (() => void) | undefined });
  const send = (vote: Vote) =>
    client.socket.emit('vote', vote, (answer: LiveVoteAnswer) => {
      if ('error' in answer) return voter.refusals.push(answer.error.code);
      for (const { voteId } of answer.acks) {
        voter.acked.add(voteId);
        voter.pending.delete(voteId);
      }
      voter.onAck?.();
    });
  client.socket.on(liveMeetingEvents.snapshot, () => {
    for (const vote of voter.pending.values()) {
      voter.resent++;
      send(vote);
    }
  });
  const cast = (vote: Vote) => {
    voter.pending.set(vote.voteId, vote);
    if (client.socket.connected) send(vote);
  };
  return Object.assign(voter, { cast });
};

/** A company of `holderCount` holders with their votes, its shareholder user, and a started general meeting with `decisionCount` open decisions, all holders present. */
const openMeeting = async () => {
  const reg = await openTestRegister(t, orgNo, holderCount);
  const opening = await reg.record('shareholdingperdate', '2026-01-01T12:00:00.000Z', {
    nominalValue: '1',
    shareAllocation: reg.holders.map((shareholderId, index) => ({ shareholderId, sharetypeId: reg.classA, numberOfShares: 10 + index })),
  });
  expect(opening.status).toBe(201);
  const em = t.orm.em.fork();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'aksjonaer@example.no'), await em.findOneOrFail(Company, { organisationNumber: orgNo }), 'SHAREHOLDER');
  const shareholder = new TestClient(t.app);
  await shareholder.signIn('aksjonaer@example.no', testPassword);
  const created = await reg.admin.post('/api/projects', { orgNo, projectName: 'Generalforsamling', decisions: Array(decisionCount).fill('freetext'), documents: ['notice_general_meeting', 'general_meeting'] });
  const { projectId } = (await created.json()) as { projectId: string };
  const project = (await (await reg.admin.get(`/api/project/${projectId}`)).json()) as { decisions: { decisionId: string }[] };
  const decisionIds = project.decisions.map(({ decisionId }) => decisionId);
  for (const decisionId of decisionIds)
    expect((await reg.admin.put(`/api/project/${projectId}/decisions/${decisionId}`, { localizedTitles: [{ language: 'no', title: `Sak ${decisionId.slice(0, 4)}` }], matterTexts: [{ language: 'no', text: 'Generalforsamlingen vedtar forslaget.' }], requiresGeneralMeeting: true, freetextTypeForAllDocuments: 'DECISION_MATTER' })).status).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  em.create(GeneralMeeting, { project: em.getReference(Project, projectId), meetingDate: today, startTime: '00:00', endDate: today, endTime: '23:59', meetingForm: 'electronic' });
  await em.flush();
  expect((await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: reg.holders.map((shareholderId) => ({ shareholderId, isPresent: true })) })).status).toBe(200);
  expect((await reg.admin.post(`/api/general-meeting/${projectId}/start`)).status).toBe(200);
  for (const decisionId of decisionIds) expect((await reg.admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'STARTED', decisionId })).status).toBe(200);
  return { projectId, decisionIds, holders: reg.holders, admin: cookieOf(reg.admin), shareholder: cookieOf(shareholder) };
};

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  for (const { socket } of clients) socket.disconnect();
  await topology?.stop();
  await t.close();
});

it('loses no vote and counts none twice when one of two processes dies in the middle of a burst, and every client converges to the database', { timeout: 240_000 }, async () => {
  const meeting = await openMeeting();
  topology = await startScaledTopology({ databaseUrl: t.databaseUrl });
  const [doomed] = topology.servers as [(typeof topology.servers)[number]];

  // 1,000 clients join through the load balancer, 100 handshakes at a time, half on each process: 20 admins who vote, 980 shareholders who follow.
  const cookies = [...Array<string>(voterCount).fill(meeting.admin), ...Array<string>(watcherCount).fill(meeting.shareholder)];
  const serverOf = (index: number) => topology.servers[index % 2]!.name;
  const joined: Client[] = [];
  for (let next = 0; next < cookies.length; next += 100)
    joined.push(...(await Promise.all(cookies.slice(next, next + 100).map((cookie, index) => connectClient(topology.url, meeting.projectId, cookie, serverOf(next + index))))));
  for (const connections of Object.values(await topology.connections())) expect(connections).toBeGreaterThanOrEqual(500);
  const voters = joined.slice(0, voterCount).map(voterOf);
  const votersOn = (server: string) => voters.filter((_, index) => serverOf(index) === server);

  // The burst: every holder on every decision, 500 votes a second, each process's admins voting on their own decisions
  // (even ones on the first, odd ones on the second), 250 a second each. The first process's votes pause for 300 ms
  // after decision 10 but for its last vote, cast alone 250 ms into the pause; the process dies the moment that vote is
  // acknowledged: after its commit, before its broadcast (100 ms later), so decision 10's tally reaches the second
  // process's clients only if the survivor sends it again. The burst goes on, the first process's admins reconnecting.
  const streams = topology.servers.map(({ name }, parity) =>
    meeting.decisionIds
      .filter((_, decision) => decision % 2 === parity)
      .flatMap((decisionId) => meeting.holders.map((shareholderId, holder) => ({ vote: { shareholderId, voteType: 'decision', vote: 'for', voteId: randomUUID(), decisionId } as Vote, voter: votersOn(name)[holder % (voterCount / 2)]! }))),
  );
  const spacingMs = 2_000 / votesPerSecond;
  const lone = streams[0]!.filter(({ vote }) => vote.decisionId === meeting.decisionIds[killedAfterDecision]).at(-1)!;
  const pauseAt = streams[0]!.indexOf(lone);
  const plan = [
    ...streams[0]!.filter((entry) => entry !== lone).map((entry, index) => ({ ...entry, at: index * spacingMs + (index >= pauseAt ? pauseMs : 0) })),
    { ...lone, at: pauseAt * spacingMs + pauseMs - 50 },
    ...streams[1]!.map((entry, index) => ({ ...entry, at: index * spacingMs + spacingMs / 2 })),
  ].sort((a, b) => a.at - b.at);
  const acked = () => voters.reduce((sum, voter) => sum + voter.acked.size, 0);
  let ackedWhenKilled = 0;
  const killed = new Promise<void>((resolve) => {
    lone.voter.onAck = () => {
      if (doomed.child.killed || !lone.voter.acked.has(lone.vote.voteId)) return;
      doomed.child.kill('SIGKILL');
      ackedWhenKilled = acked();
      resolve();
    };
  });
  const started = performance.now();
  for (const { vote, voter, at } of plan) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - performance.now())));
    voter.cast(vote);
  }
  await killed;
  expect(ackedWhenKilled).toBeLessThan(plan.length);
  const votes = plan.map(({ vote }) => vote);

  // Every vote is acknowledged in the end, those lost with the process resent to the survivor; from then on, the
  // clients' tallies are watched for the database's (every holder's votes for every decision), checked below.
  await until(() => voters.every((voter) => voter.pending.size === 0), 60_000, 'every vote acknowledged');
  const lastAck = performance.now();
  const everyHoldersVotes = String(Array.from({ length: holderCount }, (_, index) => 10 + index).reduce((sum, shares) => sum + shares, 0));
  const converged = (client: Client) => meeting.decisionIds.every((decisionId) => client.view?.items.find((item) => item.itemId === decisionId)?.votes.votesFor === everyHoldersVotes);
  let convergedAfter = 0;
  const convergence = until(() => joined.every(converged), 5_000, 'every client showing the final tally').then(
    () => void (convergedAfter = performance.now() - lastAck),
    (error: Error) => new Error(`${error.message}: ${joined.filter(converged).length} of ${joined.length} converged`),
  );
  expect(voters.flatMap((voter) => voter.refusals)).toEqual([]);
  expect(voters.reduce((sum, voter) => sum + voter.resent, 0)).toBeGreaterThan(0);
  expect(joined.filter((client) => client.reconnects > 0).length).toBe(500);

  // Stored exactly once: one row per acknowledged vote id, one per holder and item, none other.
  const stored = await t.orm.em.fork().find(MeetingVote, { project: meeting.projectId });
  const ackedIds = new Set(voters.flatMap((voter) => [...voter.acked]));
  expect(ackedIds.size).toBe(votes.length);
  expect(new Set(stored.map((vote) => vote.id))).toEqual(ackedIds);
  expect(new Set(stored.map((vote) => `${vote.shareholder.id}:${vote.itemId}`)).size).toBe(stored.length);

  // The tally the survivor reads from the database counts every holder's votes for every decision, once.
  const admin = await fetch(`${topology.url}/api/general-meeting/${meeting.projectId}/live`, { headers: { cookie: meeting.admin } });
  const final = (await admin.json()) as LiveMeetingView;
  const tally = Object.fromEntries(final.items.filter((item) => meeting.decisionIds.includes(item.itemId)).map((item) => [item.itemId, item.votes.votesFor]));
  expect(tally).toEqual(Object.fromEntries(meeting.decisionIds.map((decisionId) => [decisionId, everyHoldersVotes])));

  // Within a few seconds of the last acknowledgement every client showed it.
  const failed = await convergence;
  if (failed) throw failed;
  console.log(
    `process loss: ${votes.length} votes, ${ackedWhenKilled} acknowledged when ${doomed.name} was killed, ${voters.reduce((sum, voter) => sum + voter.resent, 0)} resent, ` +
      `${joined.filter((client) => client.reconnects > 0).length} clients reconnected; every client showed the final tally ${Math.round(convergedAfter)} ms after the last acknowledgement`,
  );
});
