import type { CompanyRoleType } from '../../platform/access/access-types';
import type { DocumentLanguageChoice } from '../decisions/document-types';
import type { BoardMeetingForm, MeetingDocumentSelection, MeetingLinkOption, MeetingOption, MeetingPlace } from './meeting-constants';

export type BoardMeetingRecipient = {
  companyroleId: string;
  role: CompanyRoleType;
  name: string;
  email: string | null;
  /** The notice goes to this role. */
  selected: boolean;
};

/** `GET` and `PUT /project/{projectId}/board-meeting`. */
export type BoardMeetingView = {
  projectId: string;
  projectName: string;
  /** False while the project has only the defaults (a project made in the project list); `PUT` saves them. */
  saved: boolean;
  boardMeetingNumber: number | null;
  meetingDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  meetingStartDate: string;
  meetingEndDate: string;
  boardMeetingForm: BoardMeetingForm;
  meetingPlace: MeetingPlace;
  inlineAddress: string | null;
  meetingLinkOption: MeetingLinkOption | null;
  meetingLink: string | null;
  noticeDescription: string;
  documentLanguage: DocumentLanguageChoice;
  meetingDocumentSelection: MeetingDocumentSelection;
  meetingOptions: MeetingOption[];
  ordinary: boolean;
  /** The company's board roles in the seed's order, ticked when the notice goes to them. */
  recipients: BoardMeetingRecipient[];
  extraParticipants: { id: string; name: string; email: string }[];
  /** The chairperson, else the deputy chairperson. */
  meetingChair: { companyroleId: string; name: string } | null;
  /** Who signs the minutes by default, and whether there is a choice (5 or more board members). */
  signatories: { canChoose: boolean; signatoryIds: string[] };
};
