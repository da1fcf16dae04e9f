import type { BoardMeetingForm } from '../board-meetings/meeting-constants';

/**
 * What a project waits for (seed 002: follow-up of matters): the board's votes while voting is open. The minutes'
 * review and signatures join when those features come (docs/decisions.md).
 */
export const matterFollowUpTabs = ['votes'] as const;
export type MatterFollowUpTab = (typeof matterFollowUpTabs)[number];

/** A project waiting for something, with who still owes it. */
export type MatterFollowUpItem = {
  projectId: string;
  projectName: string;
  organisationNumber: string;
  companyName: string;
  waitingFor: MatterFollowUpTab;
  meetingStartDate: string;
  /** When the wait ends: voting closes at the meeting's end (local YYYY-MM-DDTHH:MM). */
  deadline: string;
  boardMeetingForm: BoardMeetingForm;
  /** Votes given and expected (each board recipient on each decision matter). */
  given: number;
  expected: number;
  /** The recipients who still owe something. */
  waitingOn: string[];
};

/** `GET /follow-up/matters/{orgNo}` and `GET /portfolio/{scope}/follow-up/matters`: the tab's projects, soonest deadline first, and the count of all. */
export type MatterFollowUps = { tab: MatterFollowUpTab; rows: MatterFollowUpItem[]; followUpMattersCount: number };
