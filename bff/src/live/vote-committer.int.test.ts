import { castVoteBatches, liveMeetingContext, meetingRegisterOf, MeetingVote, User, type MeetingBatch, type VoteCast } from '@andel/domain/server';
import { liveMeetingEvents, type LiveMeetingVotesView, type VoteType, type VoteValue } from '@andel/domain/shared';
import type { Server } from 'socket.io';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGeneralMeeting } from '../../testing/general-meeting-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createLiveHub, liveRooms } from './live-hub';

let t: TestApp;
/** Two companies' meetings, each started with Kari and Ola present and the chair's election open. */
const meetings: Awaited<ReturnType<typeof openGeneralMeeting>>[] = [];

const cast = (meeting: number, holder: number, vote: VoteValue, voteId = randomUUID(), voteType: VoteType = 'meetChair'): VoteCast => ({ shareholderId: meetings[meeting]!.holders[holder]!, voteType, vote, voteId, decisionId: null });
const adminOf = async (meeting: number) => ({ kind: 'admin' as const, user: await t.orm.em.fork().findOneOrFail(User, { email: `admin-${meetings[meeting]!.orgNo}@example.no` }) });
/** The transactions that wrote the votes (PostgreSQL's xmin of their rows). */
const transactionsOf = async (voteIds: string[]) =>
  (await t.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(distinct xmin::text) as n from meeting_vote where id::text = any(string_to_array(?, ','))`, [voteIds.join(',')]))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  for (const orgNo of ['916180563', '916180578']) {
    const gm = await openGeneralMeeting(t, orgNo);
    expect((await gm.send()).status).toBe(200);
    expect((await gm.admin.post(`/api/project/${gm.projectId}/generalMeetingParticipation`, { createParticipation: [0, 1].map((i) => ({ shareholderId: gm.holders[i], isPresent: true })) })).status).toBe(200);
    expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/start`)).status).toBe(200);
    expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/update-status`, { statusName: 'MEETING_CHAIR', status: 'STARTED' })).status).toBe(200);
    meetings.push(gm);
  }
});
afterAll(async () => {
  await t.close();
});

describe('a batch spanning meetings (castVoteBatches)', () => {
  const batchOf = async (meeting: number, requests: MeetingBatch['requests']): Promise<MeetingBatch> => {
    const em = t.orm.em.fork();
    const context = await liveMeetingContext(em, meetings[meeting]!.projectId);
    return { company: context.company, project: context.project, agenda: context.agenda, register: await meetingRegisterOf(em, context.company, context.meetingDate), requests };
  };

  it("checks each meeting's calls on their own in one transaction: a refusal in one meeting writes nothing of its call and fails no other", async () => {
    const [a, b] = [await adminOf(0), await adminOf(1)];
    const kariA = cast(0, 0, 'for');
    const olaB = cast(1, 1, 'against');
    const batches = [await batchOf(0, [{ actor: a, votes: [kariA] }]), await batchOf(1, [{ actor: b, votes: [cast(1, 2, 'for')] }, { actor: b, votes: [olaB] }])];
    const outcomes = await castVoteBatches(t.orm.em.fork(), batches);
    expect(outcomes.map((meeting) => meeting.map((outcome) => ('error' in outcome ? outcome.error.code : outcome.acks)))).toEqual([
      [[{ voteId: kariA.voteId, replayed: false }]],
      ['voting.notRepresented', [{ voteId: olaB.voteId, replayed: false }]],
    ]);
    expect(await t.orm.em.fork().count(MeetingVote, { shareholder: meetings[1]!.holders[2] })).toBe(0);
    expect(await transactionsOf([kariA.voteId, olaB.voteId])).toBe('1');
  });

  it('answers a vote id used in two meetings of one batch once as written and once as reused', async () => {
    const [a, b] = [await adminOf(0), await adminOf(1)];
    const voteId = randomUUID();
    const outcomes = await castVoteBatches(t.orm.em.fork(), [await batchOf(0, [{ actor: a, votes: [cast(0, 1, 'for', voteId)] }]), await batchOf(1, [{ actor: b, votes: [cast(1, 0, 'for', voteId)] }])]);
    expect(outcomes.map(([outcome]) => ('error' in outcome! ? outcome.error.code : outcome!.acks))).toEqual([[{ voteId, replayed: false }], 'liveMeeting.voteIdReused']);
    expect(await t.orm.em.fork().count(MeetingVote, { id: voteId, project: meetings[0]!.projectId })).toBe(1);
  });
});

describe("the process's group commit (hub.castVotes)", () => {
  it("commits the calls of several meetings arriving together in one transaction, answering each by its own outcome and broadcasting each meeting's items", async () => {
    const hub = createLiveHub({ orm: t.orm });
    const [a, b] = [await adminOf(0), await adminOf(1)];
    const votes = [cast(0, 0, 'for', randomUUID(), 'approveNoticeAndAgenda'), cast(1, 0, 'for', randomUUID(), 'approveNoticeAndAgenda')];
    // The agenda's step is not open: an admin may still vote on it (manual minutes), so both are written.
    const calls = [hub.castVotes(meetings[0]!.projectId, a, [votes[0]!]), hub.castVotes(meetings[1]!.projectId, b, [votes[1]!]), hub.castVotes(meetings[1]!.projectId, b, [votes[1]!]), hub.castVotes(randomUUID(), b, [cast(1, 1, 'for')])];
    const answers = await Promise.all(calls.map((call) => call.then((acks) => acks.map((ack) => ack.replayed), (error: { code: string }) => error.code)));
    expect(answers).toEqual([[false], [false], [true], 'notFound']);
    expect(await transactionsOf(votes.map((vote) => vote.voteId))).toBe('1');
  });

  it("broadcasts the meetings changed in one window together, each with its own tallies as its snapshot has them", async () => {
    const hub = createLiveHub({ orm: t.orm });
    const sent: { room: string; event: string; data: LiveMeetingVotesView }[] = [];
    hub.attach({ of: () => ({ adapter: { rooms: new Map() } }), to: (room: string) => ({ emit: (event: string, data: LiveMeetingVotesView) => sent.push({ room, event, data }) }) } as unknown as Server);
    const [a, b] = [await adminOf(0), await adminOf(1)];
    // Ola's votes on the two meetings' agenda (Kari voted for on both above).
    await Promise.all([hub.castVotes(meetings[0]!.projectId, a, [cast(0, 1, 'against', randomUUID(), 'approveNoticeAndAgenda')]), hub.castVotes(meetings[1]!.projectId, b, [cast(1, 1, 'for', randomUUID(), 'approveNoticeAndAgenda')])]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent.map(({ event }) => event)).toEqual(Array(4).fill(liveMeetingEvents.voted));
    // Read together: one version for both meetings.
    expect(new Set(sent.map(({ data }) => data.version)).size).toBe(1);
    for (const [index, meeting] of meetings.entries()) {
      const snapshot = await hub.snapshot(meeting.projectId);
      const admin = sent.find(({ data }) => data.projectId === meeting.projectId && 'individualVotes' in data)!;
      expect(admin.room).toBe(liveRooms((await hub.contextOf(meeting.projectId)).company.id, meeting.projectId).admin);
      expect(admin.data.items).toEqual(snapshot.items.filter((item) => item.voteType === 'approveNoticeAndAgenda'));
      expect(admin.data.representation).toEqual(snapshot.representation);
      expect(admin.data.individualVotes).toEqual(snapshot.individualVotes.filter((vote) => vote.itemId === admin.data.items[0]!.itemId));
      // Ola voted against in the first meeting, for in the second.
      expect(admin.data.items[0]!.votes.votesAgainst === '0').toBe(index === 1);
    }
  });
});
