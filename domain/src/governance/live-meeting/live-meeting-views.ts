import type { HolderDistinction } from '../../register/shareholders/holder-label';
import type { ErrorParams } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../collected/error-codes';
import type { ItemOutcome } from '../voting/item-outcome';
import type { Representation } from '../voting/representation';
import type { ItemVotesJson } from '../voting/tally';
import type { VoteType, VoteValue } from '../voting/voting-constants';
import type { LiveMeetingStatus, StepStatus } from './live-meeting-constants';

/** The live meeting's statuses and settings (seed 002, section 3, "Live meeting"). */
export type LiveMeetingSteps = {
  status: LiveMeetingStatus;
  registrationStatus: StepStatus | null;
  meetingChairStatus: StepStatus | null;
  approveAgendaStatus: StepStatus | null;
  decisionStatuses: { decisionId: string; status: StepStatus | null }[];
  autoOpenSelfRegistration: boolean;
  autoOpenVoting: boolean;
  publishMinutesPostMeeting: boolean;
};

/** An agenda item as voted so far: its step, votes and capital for, against and blank, and the outcome by its majority rule. */
export type LiveItemView = { itemId: string; voteType: VoteType; decisionId: string | null; status: StepStatus | null; votes: ItemVotesJson; outcome: ItemOutcome };

/** A participation entry (seed 002, section 3), with the shareholder's name and who registered it. */
export type ParticipationView = {
  participationId: string;
  shareholderId: string;
  name: string;
  /** What tells the holder apart from a namesake (birth year, organisation number). */
  distinction: HolderDistinction | null;
  isPresent: boolean;
  representedByName: string | null;
  representedById: string | null;
  registeredBy: string | null;
  registeredAt: string;
};

/**
 * What every participant of the meeting sees live: statuses, representation and each item's tally and outcome.
 * `version` orders snapshots (the database clock when it was read, in microseconds): a client keeps the highest.
 */
export type LiveMeetingView = { projectId: string; version: string; meetingDate: string; steps: LiveMeetingSteps; allResolved: boolean; representation: Representation; items: LiveItemView[] };

/** What the admin's live view sees besides: the participation list and every individual vote. */
export type LiveMeetingAdminView = LiveMeetingView & {
  participationList: ParticipationView[];
  individualVotes: { id: string; shareholderId: string; itemId: string; vote: VoteValue }[];
};

/**
 * `shareholder-voted`: what votes changed since the last message, the representation and the changed items' tallies
 * (the admin room also gets their individual votes); the whole state comes with the snapshot on (re)connect.
 */
export type LiveMeetingVotesView = Pick<LiveMeetingView, 'projectId' | 'version' | 'representation' | 'items'> & { individualVotes: LiveMeetingAdminView['individualVotes'] };

/** A shareholder's presence and votes (seed 002, section 3: shareholderParticipation). */
export type ShareholderParticipationView = {
  shareholderId: string;
  isPresent: boolean;
  meetingChairVote: VoteValue | null;
  approveAgendaVote: VoteValue | null;
  decisionVotes: { decisionId: string; vote: VoteValue | null }[];
};

/** A vote's acknowledgement, sent after the commit holding it: `replayed` when its vote id was already stored. */
export type VoteAck = { voteId: string; replayed: boolean };

/** The answer to the socket's `vote` call: each vote's ack after the commit, or the refusal's key and params (nothing written). */
export type LiveVoteAnswer = { acks: VoteAck[] } | { error: { code: ErrorCode; params: ErrorParams } };
