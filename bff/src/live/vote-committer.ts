import { castVoteBatches, Company, Project, type LiveMeetingContext, type MeetingActor, type MeetingBatch, type VoteAck, type VoteCast, type VoteRequest } from '@andel/domain/server';
import { itemIdOf, type MeetingRegister } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** At most this many votes go into one transaction; the rest wait for the next. */
const maxBatchVotes = 1_000;

type Waiting = { projectId: string; request: VoteRequest; resolve: (acks: VoteAck[]) => void; reject: (error: unknown) => void };

/** The waiting calls of a batch by meeting, each meeting's in their order of arrival. */
const byMeeting = (batch: readonly Waiting[]) => {
  const meetings = new Map<string, Waiting[]>();
  for (const entry of batch) meetings.set(entry.projectId, [...(meetings.get(entry.projectId) ?? []), entry]);
  return meetings;
};

/**
 * Group commit of the votes of every meeting on this process (docs/decisions/governance/live-votes.md): a call waits while
 * the previous batch commits, and every call that arrived meanwhile, on any meeting, goes into the next batch, one
 * transaction (`castVoteBatches`, each meeting under its own live row's lock); so one vote alone commits at once, and a
 * burst, on one meeting or on many small ones, commits in a few transactions. Each call is answered after its batch's
 * commit, with its acknowledgements or its refusal; `committed` then hears of each meeting's items voted on.
 */
export const createVoteCommitter = ({
  orm,
  contextOf,
  registerOf,
  committed,
}: {
  orm: MikroORM;
  contextOf: (projectId: string) => Promise<LiveMeetingContext>;
  registerOf: (em: EntityManager, context: LiveMeetingContext) => Promise<MeetingRegister>;
  committed: (projectId: string, itemIds: string[]) => void;
}) => {
  const waiting: Waiting[] = [];
  let running = false;

  /** A meeting's calls with its context and register, or its calls refused when these cannot be read (e.g. no such meeting). */
  const meetingOf = async (em: EntityManager, projectId: string, calls: Waiting[]): Promise<{ calls: Waiting[]; batch: MeetingBatch } | null> => {
    try {
      const context = await contextOf(projectId);
      const register = await registerOf(em, context);
      const batch = { company: em.getReference(Company, context.company.id), project: em.getReference(Project, projectId), agenda: context.agenda, register, requests: calls.map((entry) => entry.request) };
      return { calls, batch };
    } catch (error) {
      calls.forEach((entry) => entry.reject(error));
      return null;
    }
  };

  const answer = ({ calls }: { calls: Waiting[] }, outcomes: Awaited<ReturnType<typeof castVoteBatches>>[number]) => {
    const itemIds = new Set<string>();
    calls.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) return entry.reject(outcome.error);
      entry.resolve(outcome.acks);
      // A replay's items too: the process that first committed it may have died before its broadcast.
      for (const vote of entry.request.votes) itemIds.add(itemIdOf(vote.voteType, vote.decisionId)!);
    });
    if (itemIds.size) committed(calls[0]!.projectId, [...itemIds]);
  };

  const commit = async (batch: Waiting[]) => {
    const em = orm.em.fork();
    const meetings = (await Promise.all([...byMeeting(batch)].map(([projectId, calls]) => meetingOf(em, projectId, calls)))).filter((meeting) => meeting !== null);
    if (!meetings.length) return;
    try {
      const outcomes = await castVoteBatches(em, meetings.map((meeting) => meeting.batch));
      meetings.forEach((meeting, index) => answer(meeting, outcomes[index]!));
    } catch (error) {
      for (const meeting of meetings) meeting.calls.forEach((entry) => entry.reject(error));
    }
  };

  const drain = async () => {
    while (waiting.length) {
      const batch: Waiting[] = [];
      let votes = 0;
      while (waiting.length && (batch.length === 0 || votes + waiting[0]!.request.votes.length <= maxBatchVotes)) {
        const next = waiting.shift()!;
        votes += next.request.votes.length;
        batch.push(next);
      }
      await commit(batch);
    }
    running = false;
  };

  /** A call's votes on the meeting, answered after their commit: the acknowledgements, or the refusal thrown. */
  return (projectId: string, actor: MeetingActor, votes: readonly VoteCast[]): Promise<VoteAck[]> =>
    new Promise<VoteAck[]>((resolve, reject) => {
      waiting.push({ projectId, request: { actor, votes }, resolve, reject });
      if (running) return;
      running = true;
      // The calls arriving in this turn of the event loop join the first batch.
      setImmediate(() => void drain());
    });
};
