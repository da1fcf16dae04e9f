import { DeadlockException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import { insertAuditEvents } from '../../platform/audit/insert-audit-events';
import type { Company } from '../../platform/companies/company.entity';
import { assertVoteFollowsInstruction, type VotingInstructions } from '../powers-of-attorney/voting-instructions';
import type { Project } from '../projects/project.entity';
import type { MeetingRegister } from '../voting/meeting-register';
import type { VoteType, VoteValue } from '../voting/voting-constants';
import { itemIdOf } from './live-meeting-constants';
import type { VoteAck } from './live-meeting-views';
import type { LiveMeeting } from './live-meeting.entity';
import { assertMayVoteOnItem } from '../voting/vote-eligibility';
import { mandateFor, type Mandate, type MandateRecipient, type MeetingActor } from './mandates';
import { requireAgendaItem, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { holdersWithShares } from './meeting-register-of';

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
type LiveSteps = Pick<LiveMeeting, 'status' | 'meetingChairStatus' | 'approveAgendaStatus' | 'decisionStatuses'>;
/** A power of attorney in force, as the checks need it: the giver's instructions and the recipient who acts. */
type PowerInForce = { instructions: VotingInstructions; recipient: MandateRecipient };
type BatchState = {
  live: LiveSteps | null;
  stored: Map<string, StoredVote>;
  cast: Set<string>;
  present: Set<string>;
  holders: Set<string>;
  powers: Map<string, PowerInForce>;
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
  return { ...mandate, instructions: power.instructions, recipient: power.recipient };
};

/**
 * The mandate an admin registers a vote under: the holder's own while they gave no power in force, else their proxy's,
 * bound by the power's instructions and the proxy's exclusions as the proxy's own vote would be.
 */
const adminMandate = (shareholderId: string, powers: BatchState['powers']): Mandate => {
  const power = powers.get(shareholderId);
  return power ? { shareholderId, instructions: power.instructions, recipient: power.recipient } : { shareholderId, instructions: null, recipient: null };
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

const pairKey = (projectId: string, itemId: string, shareholderId: string) => `${projectId}\u0000${castKey(itemId, shareholderId)}`;

type BatchRead = {
  lives: (LiveSteps & { projectId: string })[];
  stored: [id: string, projectId: string, shareholderId: string, itemId: string, vote: string][];
  cast: [projectId: string, itemId: string, shareholderId: string][];
  present: [projectId: string, shareholderId: string][];
  powers: (PowerInForce & { projectId: string; giverId: string })[];
};

/**
 * Everything the batch's calls are checked against, for all its meetings, in one statement (one round trip, each part
 * by an index): the live rows under a share lock, the vote ids already stored (one map for all meetings, so a vote id
 * accepted in one meeting is a replay, or reused, in the next), the (meeting, item, shareholder) triples already voted,
 * the presence of the shareholders named, and the powers of attorney in force they gave, with their recipients.
 */
const batchReadSql = `
  with lives as (
    select project_id as "projectId", status, meeting_chair_status as "meetingChairStatus", approve_agenda_status as "approveAgendaStatus", decision_statuses as "decisionStatuses"
      from live_meeting where project_id = any($1::uuid[]) for share
  )
  select
    (select coalesce(json_agg(lives), '[]') from lives) as lives,
    (select coalesce(json_agg(json_build_array(id, project_id, shareholder_id, item_id, vote)), '[]') from meeting_vote where id = any($2::uuid[])) as stored,
    (select coalesce(json_agg(json_build_array(project_id, item_id, shareholder_id)), '[]') from meeting_vote
      where (project_id, item_id, shareholder_id) in (select * from unnest($3::uuid[], $4::varchar[], $5::uuid[]))) as cast,
    (select coalesce(json_agg(json_build_array(project_id, shareholder_id)), '[]') from meeting_participation
      where is_present and (project_id, shareholder_id) in (select * from unnest($6::uuid[], $7::uuid[]))) as present,
    (select coalesce(json_agg(json_build_object('projectId', meeting.project_id, 'giverId', power.giver_id, 'instructions', power.voting_instructions,
        'recipient', json_build_object('id', recipient.id, 'name', recipient.name, 'shareholderId', recipient.shareholder_id))), '[]')
      from power_of_attorney power join general_meeting meeting on meeting.id = power.general_meeting_id join poa_recipient recipient on recipient.id = power.recipient_id
      where meeting.project_id = any($1::uuid[]) and power.giver_id = any($8::uuid[]) and power.revoked_at is null) as powers`;

type MeetingCast = VoteCast & { projectId: string; itemId: string | null };

const readBatchStates = async (tx: EntityManager, meetings: readonly MeetingBatch[]): Promise<BatchState[]> => {
  const votes: MeetingCast[] = meetings.flatMap((meeting) =>
    meeting.requests.flatMap((request) => request.votes.map((vote) => ({ ...vote, projectId: meeting.project.id, itemId: itemIdOf(vote.voteType, vote.decisionId) }))),
  );
  const pairs = votes.filter((vote) => vote.itemId !== null);
  const [read] = (await runBound<BatchRead>(tx, batchReadSql, [
    meetings.map((meeting) => meeting.project.id),
    votes.map((vote) => vote.voteId),
    pairs.map((vote) => vote.projectId),
    pairs.map((vote) => vote.itemId),
    pairs.map((vote) => vote.shareholderId),
    votes.map((vote) => vote.projectId),
    votes.map((vote) => vote.shareholderId),
    [...new Set(votes.map((vote) => vote.shareholderId))],
  ])) as [BatchRead];
  const storedById = new Map(read.stored.map(([id, projectId, shareholderId, itemId, vote]) => [id, { projectId, shareholderId, itemId, vote }]));
  const castKeys = new Set(read.cast.map(([projectId, itemId, shareholderId]) => pairKey(projectId, itemId, shareholderId)));
  const presentKeys = new Set(read.present.map(([projectId, shareholderId]) => `${projectId}\u0000${shareholderId}`));
  return meetings.map(({ project, register }): BatchState => {
    const own = votes.filter((vote) => vote.projectId === project.id);
    return {
      live: read.lives.find((live) => live.projectId === project.id) ?? null,
      stored: storedById,
      cast: new Set(own.flatMap((vote) => (vote.itemId && castKeys.has(pairKey(project.id, vote.itemId, vote.shareholderId)) ? [castKey(vote.itemId, vote.shareholderId)] : []))),
      present: new Set(own.filter((vote) => presentKeys.has(`${project.id}\u0000${vote.shareholderId}`)).map((vote) => vote.shareholderId)),
      holders: holdersWithShares(register),
      powers: new Map(read.powers.filter((power) => power.projectId === project.id).map(({ giverId, instructions, recipient }) => [giverId, { instructions, recipient }])),
    };
  });
};

/** The accepted votes and their audit events, one multi-row insert each (no unit of work: this is the hot path). */
const writeVotes = async (tx: EntityManager, written: readonly (Accepted & { meeting: MeetingBatch })[]) => {
  if (!written.length) return;
  const at = new Date();
  const castBy = ({ actor }: Accepted) => (actor.kind === 'admin' ? actor.user.id : null);
  await runBound(
    tx,
    `insert into meeting_vote (id, project_id, shareholder_id, item_id, vote_type, vote, cast_by_id, cast_by_recipient_id, created_at)
      select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::text[], $6::text[], $7::uuid[], $8::uuid[], $9::timestamptz[])`,
    [
      written.map((entry) => entry.cast.voteId),
      written.map((entry) => entry.meeting.project.id),
      written.map((entry) => entry.cast.shareholderId),
      written.map((entry) => entry.itemId),
      written.map((entry) => entry.cast.voteType),
      written.map((entry) => entry.cast.vote),
      written.map(castBy),
      written.map((entry) => entry.mandate.recipient?.id ?? null),
      written.map(() => at.toISOString()),
    ],
  );
  await insertAuditEvents(
    tx,
    written.map(({ meeting, cast, itemId, actor, mandate }) => ({
      type: 'liveMeeting.voted',
      actorId: actor.user?.id ?? null,
      companyId: meeting.company.id,
      at,
      before: null,
      after: { projectId: meeting.project.id, shareholderId: cast.shareholderId, voteId: cast.voteId, itemId, voteType: cast.voteType, vote: cast.vote, castByRecipientId: mandate.recipient?.id ?? null },
    })),
  );
};

/** A meeting's calls checked on their own over the batch's state; the accepted votes join `written`. */
const castInBatch = (meeting: MeetingBatch, state: BatchState, written: (Accepted & { meeting: MeetingBatch })[]): VoteOutcome[] =>
  meeting.requests.map((request): VoteOutcome => {
    try {
      const { acks, accepted } = acceptCall(meeting, state, request);
      for (const entry of accepted) {
        state.stored.set(entry.cast.voteId, { projectId: meeting.project.id, shareholderId: entry.cast.shareholderId, itemId: entry.itemId, vote: entry.cast.vote });
        state.cast.add(castKey(entry.itemId, entry.cast.shareholderId));
        written.push({ ...entry, meeting });
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
    const written: (Accepted & { meeting: MeetingBatch })[] = [];
    const outcomes = meetings.map((meeting, index) => castInBatch(meeting, states[index]!, written));
    await writeVotes(tx, written);
    return outcomes;
  });

/** The batch met another process's batch: a vote id or pair it wrote meanwhile (a unique violation), or a deadlock. */
const metAnotherBatch = (error: unknown, deadlocks: boolean) => {
  const code = (error as { code?: unknown }).code;
  return error instanceof UniqueConstraintViolationException || code === '23505' || (deadlocks && (error instanceof DeadlockException || code === '40P01'));
};

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
    if (!metAnotherBatch(error, false)) throw error;
    const outcomes: VoteOutcome[] = [];
    for (const request of meeting.requests) outcomes.push(...(await commitBatches(em.fork(), [{ ...meeting, requests: [request] }]))[0]!);
    return outcomes;
  }
};

/**
 * The batches of several meetings in one transaction (the process's group commit spanning meetings, docs/decisions/governance/live-votes.md
 * "Votes at speed"): each meeting's calls are checked as `castVoteBatch` checks them, under its own live row's share
 * lock, and answered by meeting, in order. A unique violation or deadlock with another process's batch retries each
 * meeting on its own (`castVoteBatch`, which then retries call by call).
 */
export const castVoteBatches = async (em: EntityManager, meetings: readonly MeetingBatch[]): Promise<VoteOutcome[][]> => {
  try {
    return await commitBatches(em, meetings);
  } catch (error) {
    if (!metAnotherBatch(error, true)) throw error;
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
