import type { BoardMeetingForm } from '../board-meetings/meeting-constants';
import type { DecisionFollowUpItem } from '../decision-follow-up/decision-follow-up-views';

/**
 * What a project waits for (seed 002: follow-up of matters): the board's votes while voting is open; the reviewers'
 * feedback on minutes sent for review until the feedback deadline; decided decisions their follow-up steps
 * (governance/decision-follow-up). Signatures join with the signing feature (docs/decisions/governance/matter-follow-up.md).
 */
export const matterFollowUpTabs = ['votes', 'review', 'decisions'] as const;
export type MatterFollowUpTab = (typeof matterFollowUpTabs)[number];
/** What a meeting's project waits for from people. */
export type WaitingFor = Exclude<MatterFollowUpTab, 'decisions'>;

/** A project waiting for something, with who still owes it. */
export type MatterFollowUpItem = {
  projectId: string;
  projectName: string;
  organisationNumber: string;
  companyName: string;
  waitingFor: WaitingFor;
  meetingStartDate: string;
  /** When the wait ends: voting closes at the meeting's end; a review at its feedback deadline (local YYYY-MM-DDTHH:MM). */
  deadline: string;
  boardMeetingForm: BoardMeetingForm;
  /** Votes given and expected (each board recipient on each decision matter); in review, the reviewers who answered and all reviewers. */
  given: number;
  expected: number;
  /** The recipients who still owe something. */
  waitingOn: string[];
};

/**
 * `GET /follow-up/matters/{orgNo}` and `GET /portfolio/{scope}/follow-up/matters`: the tab's projects (soonest deadline
 * first) or, in the decisions tab, the decided decisions with their steps; the count of each tab (decisions with a step
 * left) and of all.
 */
export type MatterFollowUps = { tabCounts: Record<MatterFollowUpTab, number>; followUpMattersCount: number } & (
  | { tab: WaitingFor; rows: MatterFollowUpItem[] }
  | { tab: 'decisions'; rows: DecisionFollowUpItem[] }
);
