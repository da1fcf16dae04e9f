import { castVoteBatch, Company, Project, type LiveMeetingContext, type MeetingActor, type VoteAck, type VoteCast, type VoteRequest } from '@andel/domain/server';
import { itemIdOf, type MeetingRegister } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/** At most this many votes go into one transaction; the rest wait for the next. */
const maxBatchVotes = 1_000;

type Waiting = { request: VoteRequest; resolve: (acks: VoteAck[]) => void; reject: (error: unknown) => void };

/**
 * Group commit of a meeting's votes in this process (docs/decisions.md, "Votes at speed"): a call waits while the
 * meeting's previous batch commits, and every call that arrived meanwhile goes into the next batch, one transaction
 * (`castVoteBatch`); so one vote alone commits at once, and a burst commits in a few transactions of many votes. Each
 * call is answered after its batch's commit, with its acknowledgements or its refusal; `committed` then hears of the
 * items that got new votes.
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
  const queues = new Map<string, { waiting: Waiting[]; running: boolean }>();

  const commit = async (projectId: string, batch: Waiting[]) => {
    const em = orm.em.fork();
    const context = await contextOf(projectId);
    const register = await registerOf(em, context);
    const outcomes = await castVoteBatch({
      em,
      company: em.getReference(Company, context.company.id),
      project: em.getReference(Project, projectId),
      agenda: context.agenda,
      register,
      requests: batch.map((entry) => entry.request),
    });
    const itemIds = new Set<string>();
    batch.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) return entry.reject(outcome.error);
      entry.resolve(outcome.acks);
      // One acknowledgement per vote, in the call's order.
      entry.request.votes.forEach((vote, position) => {
        if (!outcome.acks[position]!.replayed) itemIds.add(itemIdOf(vote.voteType, vote.decisionId)!);
      });
    });
    if (itemIds.size) committed(projectId, [...itemIds]);
  };

  const drain = async (projectId: string) => {
    const queue = queues.get(projectId)!;
    while (queue.waiting.length) {
      const batch: Waiting[] = [];
      let votes = 0;
      while (queue.waiting.length && (batch.length === 0 || votes + queue.waiting[0]!.request.votes.length <= maxBatchVotes)) {
        const next = queue.waiting.shift()!;
        votes += next.request.votes.length;
        batch.push(next);
      }
      await commit(projectId, batch).catch((error: unknown) => batch.forEach((entry) => entry.reject(error)));
    }
    queue.running = false;
    queues.delete(projectId);
  };

  /** A call's votes on the meeting, answered after their commit: the acknowledgements, or the refusal thrown. */
  return (projectId: string, actor: MeetingActor, votes: readonly VoteCast[]): Promise<VoteAck[]> =>
    new Promise<VoteAck[]>((resolve, reject) => {
      const queue = queues.get(projectId) ?? { waiting: [], running: false };
      queues.set(projectId, queue);
      queue.waiting.push({ request: { actor, votes }, resolve, reject });
      if (queue.running) return;
      queue.running = true;
      // The calls arriving in this turn of the event loop join the first batch.
      setImmediate(() => void drain(projectId));
    });
};
