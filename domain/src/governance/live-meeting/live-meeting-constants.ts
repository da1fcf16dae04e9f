import type { VoteType } from '../voting/voting-constants';

/** The live general meeting's overall status (seed 002, section 3): PUBLISHED, then STARTED (start), then FINISHED (end). */
export const liveMeetingStatuses = ['PUBLISHED', 'STARTED', 'FINISHED'] as const;
export type LiveMeetingStatus = (typeof liveMeetingStatuses)[number];

/** A step's status: not started (null), STARTED (opened) or FINISHED (done); a step toggles between the two (seed 002, section 4). */
export const stepStatuses = ['STARTED', 'FINISHED'] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** What `update-status` names (seed 002, section 3: status names). */
export const statusNames = ['MEETING', 'REGISTRATION', 'MEETING_CHAIR', 'APPROVE_AGENDA', 'DECISION'] as const;
export type StatusName = (typeof statusNames)[number];

/** Meeting setting options (seed 002, section 9). */
export const meetingSettingOptions = ['AUTO_OPEN_SELF_REGISTRATION', 'AUTO_OPEN_VOTING'] as const;

/** The fixed agenda item ids of the meeting chair's election and the approval of notice and agenda (seed 002, section 3). */
export const meetingChairItemId = 'meetingChair';
export const approveAgendaItemId = 'approveAgenda';

/** The agenda item a vote is on: the fixed ids for the chair and the agenda, else the decision's id. */
export const itemIdOf = (voteType: VoteType, decisionId: string | null | undefined): string | null =>
  voteType === 'meetChair' ? meetingChairItemId : voteType === 'approveNoticeAndAgenda' ? approveAgendaItemId : (decisionId ?? null);

/**
 * The live messages (seed 002, section 4) and what else the socket sends: `snapshot` the whole state on (re)connect,
 * `step-status` a status change, `announcement` the admin's message.
 */
export const liveMeetingEvents = {
  powerOfAttorney: 'shareholder-power-of-attorney',
  participation: 'shareholder-participation',
  voted: 'shareholder-voted',
  stepStatus: 'step-status',
  snapshot: 'snapshot',
  announcement: 'announcement',
} as const;
export type LiveMeetingEvent = (typeof liveMeetingEvents)[keyof typeof liveMeetingEvents];

/** The call a client emits on its meeting's socket to vote, with an ack callback (docs/decisions/governance/live-votes.md). */
export const liveMeetingVoteCall = 'vote';

/** The socket.io path under the server (beside /api). */
export const liveMeetingSocketPath = '/api/live/socket.io';

/**
 * How long a client waits for its (re)connection to be answered before trying again (socket.io's default is 20 s).
 * When a process dies, its clients all reconnect to the others at once and queue there; a client that gave up and
 * tried again would be answered twice (docs/decisions/platform/jobs.md).
 */
export const liveMeetingSocketTimeoutMs = 60_000;
