import type { CompanyRoleType } from '../../platform/access/access-types';
import type { BoardMeetingForm, MeetingPlace } from '../board-meetings/meeting-constants';
import type { BoardMatter } from '../board-votes/board-matters';
import type { DocumentLanguageChoice } from '../decisions/document-types';
import type { MatterOutcomeText, MinutesExtraParticipant } from './board-minutes.schemas';

/** A matter in the minutes editor: its outcome from the board's votes and the outcome in words as written. */
export type MinutesMatter = Pick<BoardMatter, 'decision' | 'matterType' | 'result'> & { outcomeTexts: MatterOutcomeText['texts'] };

/** `GET` and `PUT /project/{projectId}/board-minutes`: the minutes editor's panels (seed 002, section 2). */
export type BoardMinutesView = {
  projectId: string;
  documentId: string;
  /** False while the minutes have only the defaults; `PUT` saves them. */
  saved: boolean;
  /** The minutes are sent (for review) and take no change until reopened. */
  isLocked: boolean;
  documentLanguage: DocumentLanguageChoice;
  meetingDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  boardMeetingForm: BoardMeetingForm;
  meetingPlace: MeetingPlace;
  inlineAddress: string | null;
  /** The company's board roles in the seed's order; `isBoardMember` false for deputy members (not counted, never signing). */
  board: { companyroleId: string; role: CompanyRoleType; name: string; isBoardMember: boolean }[];
  participants: string[];
  extraParticipants: MinutesExtraParticipant[];
  meetingChairId: string | null;
  /** Who signs, and whether there is a choice (5 or more board members; else all must sign). */
  signatories: { canChoose: boolean; signatoryIds: string[] };
  matters: MinutesMatter[];
  /** Who the minutes go to for review (the board, the CEO, observers), each excludable in the dialog. */
  reviewCandidates: { companyroleId: string; role: CompanyRoleType; name: string; email: string | null }[];
};
