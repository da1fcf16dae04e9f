import { DeadlockException, LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import { assertVoteFollowsInstruction } from '../powers-of-attorney/voting-instructions';
import type { Project } from '../projects/project.entity';
import type { MeetingRegister } from '../voting/meeting-register';
import type { VoteType, VoteValue } from '../voting/voting-constants';
import { itemIdOf } from './live-meeting-constants';
import type { VoteAck } from './live-meeting-views';
import { LiveMeeting } from './live-meeting.entity';
import { assertMayVoteOnItem } from '../voting/vote-eligibility';
import { mandateFor, type Mandate, type MeetingActor } from './mandates';
import { mandateRecipientOf } from './participant-mandates';
import { requireAgendaItem, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { holdersWithShares } from './meeting-register-of';
import { MeetingVote } from './meeting-vote.entity';

export type VoteCast = { shareholderId: string; voteId: string; voteType: VoteType; vote: VoteValue; decisionId?: string | null };
/** One call's votes (`vote`, `admin-vote` or a socket's `vote`): committed all together or refused all together. */
export type VoteRequest = { actor: MeetingActor; votes: readonly VoteCast[] };
/** A call's answer: each vote's acknowledgement after the commit, or why the call was refused (nothing of it written). */
export type VoteOutcome = { acks: VoteAck[] } | { error: DomainError };

type Meeting = { em: EntityManager; company: Company; project: Project; agenda: MeetingAgenda; register: MeetingRegister };
/** One meeting's calls in a batch spanning meetings (`castVoteBatches`). */
export type MeetingBatch = Omit<Meeting, 'em'> & { requests: readonly VoteRequest[] };

/** What the batch read once, set-based, and what it has accepted so far (a later call in the batch sees the earlier ones). */
type StoredVote = { projectId: string; shareholderId: string; itemId: string; vote: string };
type BatchState = {
  live: LiveMeeting | null;
  stored: Map<string, StoredVote>;
  cast: Set<string>;
  present: Set<string>;
  holders: Set<string>;
  powers: Map<string, PowerOfAttorney>;
};
type Accepted = { cast: VoteCast; itemId: string; actor: MeetingActor; mandate: Mandate };

const castKey = (itemId: string, shareholderId: string) => `${itemId}\u0000${shareholderId}`;

/**
 * A participant's mandate as it stands in the transaction: their own shares only while they gave no power in force, a
 * giver's only while that power to the same recipient is in force, bound by its instructions as they are now (a mandate
 * read before, e.g. at a socket's connection, may have been revoked since).
 */
const mandateInForce = (mandate: Mandate, powers: BatchState['powers']): Mandate => {
  const power = powers.get(mandate.shareholderId);
  if (!mandate.recipient) {
    if (power) throw new DomainError('liveMeeting.noRight', { shareholderId: mandate.shareholderId });
    return mandate;
  }
  if (power?.recipient.id !== mandate.recipient.id) throw new DomainError('liveMeeting.noRight', { shareholderId: mandate.shareholderId });
  return { ...mandate, instructions: power.votingInstructions, recipient: mandateRecipientOf(power.recipient) };
};

/**
 * The mandate an admin registers a vote under: the holder's own while they gave no power in force, else their proxy's,
 * bound by the power's instructions and the proxy's exclusions as the proxy's own vote would be.
 */
const adminMandate = (shareholderId: string, powers: BatchState['powers']): Mandate => {
  const power = powers.get(shareholderId);
  return power ? { shareholderId, instructions: power.votingInstructions, recipient: mandateRecipientOf(power.recipient) } : { shareholderId, instructions: null, recipient: null };
};

/** A call's votes checked against the batch's state, in order; any refusal refuses the call. */
const acceptCall = (meeting: Omit<Meeting, 'em'>, state: BatchState, { actor, votes }: VoteRequest): { acks: VoteAck[]; accepted: Accepted[] } => {
  const { agenda, project } = meeting;
  const acks: VoteAck[] = [];
  const accepted: Accepted[] = [];
  const rows = new Map<string, StoredVote>();
  const pairs = new Set<string>();
  for (const cast of votes) {
    const itemId = requireAgendaItem(agenda, itemIdOf(cast.voteType, cast.decisionId));
    const given = mandateFor(actor, cast.shareholderId);
    const replay = state.stored.get(cast.voteId) ?? rows.get(cast.voteId);
    if (replay) {
      const same = replay.projectId === project.id && replay.shareholderId === cast.shareholderId && replay.itemId === itemId && replay.vote === cast.vote;
      if (!same) throw new DomainError('liveMeeting.voteIdReused', { voteId: cast.voteId });
      acks.push({ voteId: cast.voteId, replayed: true });
      continue;
    }
    const mandate = actor.kind === 'admin' ? adminMandate(given.shareholderId, state.powers) : mandateInForce(given, state.powers);
    const step = state.live ? stepStatusOf(state.live, itemId) : null;
    const open = actor.kind === 'admin' ? step !== 'FINISHED' : state.live?.status === 'STARTED' && step === 'STARTED';
    if (!open) throw new DomainError('liveMeeting.stepClosed', { itemId });
    assertMayVoteOnItem({ excluded: agenda.ruleOf(itemId).excludedShareholderIds, shareholderId: cast.shareholderId, proxyShareholderId: mandate.recipient?.shareholderId });
    if (!state.present.has(cast.shareholderId) || !state.holders.has(cast.shareholderId)) throw new DomainError('voting.notRepresented', { shareholderId: cast.shareholderId });
    const key = castKey(itemId, cast.shareholderId);
    if (state.cast.has(key) || pairs.has(key)) throw new DomainError('voting.duplicateVote', { shareholderId: cast.shareholderId });
    if (mandate.instructions) assertVoteFollowsInstruction({ instructions: mandate.instructions, itemId, values: [cast.vote] });
    rows.set(cast.voteId, { projectId: project.id, shareholderId: cast.shareholderId, itemId, vote: cast.vote });
    pairs.add(key);
    accepted.push({ cast, itemId, actor, mandate });
    acks.push({ voteId: cast.voteId, replayed: false });
  }
  return { acks, accepted };
};

type MeetingCast = VoteCast & { projectId: string };
const pairKey = (projectId: string, itemId: string, shareholderId: string) => `${projectId}\u0000${castKey(itemId, shareholderId)}`;

/**
 * Reads, in the transaction, what every call of the batch is checked against, for all its meetings at once: one query
 * each, whatever the batch's size and its number of meetings, each by an index (the powers of attorney one per meeting
 * with a vote, with their recipients). The live rows are read under a share lock. The stored votes by id are one map for all
 * meetings, so a vote id accepted in one meeting is a replay (or reused) in the next.
 */
const readBatchStates = async (tx: EntityManager, meetings: readonly MeetingBatch[]): Promise<BatchState[]> => {
  const projectIds = meetings.map((meeting) => meeting.project.id);
  const lives = await tx.find(LiveMeeting, { project: { $in: projectIds } }, { lockMode: LockMode.PESSIMISTIC_READ });
  const votes: MeetingCast[] = meetings.flatMap((meeting) => meeting.requests.flatMap((request) => request.votes.map((vote) => ({ ...vote, projectId: meeting.project.id }))));
  const pairs = votes.flatMap((vote) => {
    const itemId = itemIdOf(vote.voteType, vote.decisionId);
    return itemId ? [[vote.projectId, itemId, vote.shareholderId] as const] : [];
  });
  const stored = await runBound<StoredVote & { id: string }>(
    tx,
    `select id, project_id as "projectId", shareholder_id as "shareholderId", item_id as "itemId", vote from meeting_vote where id = any($1::uuid[])`,
    [votes.map((vote) => vote.voteId)],
  );
  const cast = await runBound<{ projectId: string; itemId: string; shareholderId: string }>(
    tx,
    `select project_id as "projectId", item_id as "itemId", shareholder_id as "shareholderId" from meeting_vote
      where (project_id, item_id, shareholder_id) in (select * from unnest($1::uuid[], $2::varchar[], $3::uuid[]))`,
    [pairs.map(([projectId]) => projectId), pairs.map(([, itemId]) => itemId), pairs.map(([, , shareholderId]) => shareholderId)],
  );
  const present = await runBound<{ projectId: string; shareholderId: string }>(
    tx,
    `select project_id as "projectId", shareholder_id as "shareholderId" from meeting_participation
      where is_present and (project_id, shareholder_id) in (select * from unnest($1::uuid[], $2::uuid[]))`,
    [votes.map((vote) => vote.projectId), votes.map((vote) => vote.shareholderId)],
  );
  const storedById = new Map(stored.map(({ id, ...vote }) => [id, vote]));
  const castKeys = new Set(cast.map((vote) => pairKey(vote.projectId, vote.itemId, vote.shareholderId)));
  const presentKeys = new Set(present.map((row) => `${row.projectId}\u0000${row.shareholderId}`));
  return Promise.all(
    meetings.map(async ({ project, register, requests }): Promise<BatchState> => {
      const own = votes.filter((vote) => vote.projectId === project.id);
      const shareholderIds = [...new Set(own.map((vote) => vote.shareholderId))];
      const powers = await tx.find(PowerOfAttorney, { generalMeeting: { project }, giver: { $in: shareholderIds }, revokedAt: null }, { populate: ['recipient'] });
      return {
        live: lives.find((live) => live.project.id === project.id) ?? null,
        stored: storedById,
        cast: new Set(own.flatMap((vote) => {
          const itemId = itemIdOf(vote.voteType, vote.decisionId);
          return itemId && castKeys.has(pairKey(project.id, itemId, vote.shareholderId)) ? [castKey(itemId, vote.shareholderId)] : [];
        })),
        present: new Set(shareholderIds.filter((shareholderId) => presentKeys.has(`${project.id}\u0000${shareholderId}`))),
        holders: holdersWithShares(register),
        powers: new Map(powers.map((power) => [power.giver.id, power])),
      };
    }),
  );
};

const writeVote = (tx: EntityManager, { company, project }: Omit<Meeting, 'em'>, { cast, itemId, actor, mandate }: Accepted) => {
  const user = actor.user ? tx.getReference(User, actor.user.id) : null;
  tx.create(MeetingVote, {
    id: cast.voteId,
    project,
    shareholder: tx.getReference(Shareholder, cast.shareholderId),
    itemId,
    voteType: cast.voteType,
    vote: cast.vote,
    castBy: actor.kind === 'admin' ? user : null,
    castByRecipientId: mandate.recipient?.id ?? null,
  });
  recordAuditEvent({
    em: tx,
    type: 'liveMeeting.voted',
    actor: user,
    company,
    before: null,
    after: { projectId: project.id, shareholderId: cast.shareholderId, voteId: cast.voteId, itemId, voteType: cast.voteType, vote: cast.vote, castByRecipientId: mandate.recipient?.id ?? null },
  });
};

/** A meeting's calls checked in the transaction, each on its own over the batch's state, the accepted votes created. */
const castInTransaction = (tx: EntityManager, meeting: MeetingBatch, state: BatchState): VoteOutcome[] =>
  meeting.requests.map((request): VoteOutcome => {
    try {
      const { acks, accepted } = acceptCall(meeting, state, request);
      for (const entry of accepted) {
        state.stored.set(entry.cast.voteId, { projectId: meeting.project.id, shareholderId: entry.cast.shareholderId, itemId: entry.itemId, vote: entry.cast.vote });
        state.cast.add(castKey(entry.itemId, entry.cast.shareholderId));
        writeVote(tx, meeting, entry);
      }
      return { acks };
    } catch (error) {
      if (error instanceof DomainError) return { error };
      throw error;
    }
  });

const commitBatches = (em: EntityManager, meetings: readonly MeetingBatch[]): Promise<VoteOutcome[][]> =>
  em.transactional(async (tx) => {
    const states = await readBatchStates(tx, meetings);
    const outcomes = meetings.map((meeting, index) => castInTransaction(tx, meeting, states[index]!));
    await tx.flush();
    return outcomes;
  });

/**
 * `vote`, `admin-vote` and the socket's `vote`, as a group commit: the calls of a meeting that arrive together are
 * checked and written in one transaction (the live row read under a share lock, each lookup one query for the whole
 * batch, the votes and their audit events one multi-row insert each), and each call is answered only after that commit.
 * Each call is checked on its own over the votes accepted before it in the batch, so a refused call writes nothing and
 * fails no other; a vote id replayed in the same batch is written once and acknowledged again (`replayed`).
 * Idempotent per vote id: a vote replayed with its id finds its row and is acknowledged again (`replayed`), writing
 * nothing; the id reused for another vote is `liveMeeting.voteIdReused`. Refused, with nothing of the call written: an
 * item not on this meeting's agenda (`liveMeeting.unknownItem`), a step not open for a shareholder or proxy, or closed
 * for an admin (`liveMeeting.stepClosed`), a shareholder outside the actor's mandates in force (`liveMeeting.noRight`),
 * not present with shares (`voting.notRepresented`), excluded from the item or voted by a proxy who is
 * (`assertMayVoteOnItem`), already voting on it (`voting.duplicateVote`), and a proxy's vote against the giver's
 * instruction (`powersOfAttorney.voteAgainstInstruction`). An admin registering a vote for a holder who gave a power in
 * force registers the proxy's vote, under the same rules. A batch that meets another process's vote at its insert (a unique
 * violation) is retried call by call, so the replay or duplicate is answered as such.
 */
export const castVoteBatch = async ({ em, ...meeting }: Meeting & { requests: readonly VoteRequest[] }): Promise<VoteOutcome[]> => {
  try {
    return (await commitBatches(em, [meeting]))[0]!;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const outcomes: VoteOutcome[] = [];
    for (const request of meeting.requests) outcomes.push(...(await commitBatches(em.fork(), [{ ...meeting, requests: [request] }]))[0]!);
    return outcomes;
  }
};

/**
 * The batches of several meetings in one transaction (the process's group commit spanning meetings, docs/decisions.md
 * "Votes at speed"): each meeting's calls are checked as `castVoteBatch` checks them, under its own live row's share
 * lock, and answered by meeting, in order. A unique violation or deadlock with another process's batch retries each
 * meeting on its own (`castVoteBatch`, which then retries call by call).
 */
export const castVoteBatches = async (em: EntityManager, meetings: readonly MeetingBatch[]): Promise<VoteOutcome[][]> => {
  try {
    return await commitBatches(em, meetings);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException) && !(error instanceof DeadlockException)) throw error;
    const outcomes: VoteOutcome[][] = [];
    for (const meeting of meetings) outcomes.push(await castVoteBatch({ ...meeting, em: em.fork() }));
    return outcomes;
  }
};

/** One call's votes on their own: its acknowledgements, or its refusal thrown. */
export const castVotes = async ({ votes, actor, ...meeting }: Meeting & VoteRequest): Promise<VoteAck[]> => {
  const [outcome] = (await castVoteBatch({ ...meeting, requests: [{ actor, votes }] })) as [VoteOutcome];
  if ('error' in outcome) throw outcome.error;
  return outcome.acks;
};
