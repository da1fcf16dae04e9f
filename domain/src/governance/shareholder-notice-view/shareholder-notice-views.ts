import type { DocumentLanguage } from '../decisions/document-types';
import type { RichTextLine } from '../../platform/texts/render-rich-text';
import type { AgendaItem } from '../general-meetings/agenda';
import type { ElectronicParticipation, GeneralMeetingForm } from '../general-meetings/general-meeting-constants';
import type { ShareholderParticipationView } from '../live-meeting/live-meeting-views';
import type { MeetingAccessType } from '../meeting-documents/meeting-document-constants';
import type { PowerOfAttorneyRecipientRole } from '../powers-of-attorney/power-of-attorney-recipient';
import type { VotingInstructions } from '../powers-of-attorney/voting-instructions';
import type { Ownership } from './ownership';

/** A power of attorney a reader holds: who gave it, their ownership and instructions (seed 002: receivedPowerOfAttorneys). */
export type ReceivedPowerOfAttorney = {
  noticeForShareholderId: string | null;
  shareholderId: string;
  name: string;
  ownership: Ownership;
  poaGivenAt: string;
  votingInstructions: VotingInstructions;
};

/** The tabs the notice view shows (seed 002, section 2). */
export type NoticeTabs = {
  notice: true;
  receivedPowerOfAttorney: boolean;
  powerOfAttorneyGiven: boolean;
  givePowerOfAttorney: boolean;
  meeting: boolean;
  minutes: boolean;
};

/** What the notice and recipient views share: the meeting, its agenda, documents and the company's officers. */
export type GeneralMeetingNoticeMeeting = {
  projectId: string;
  noticeDocumentId: string;
  companyName: string;
  meetingTitle: string;
  meetingStartDate: string;
  meetingEndDate: string;
  meetingForm: GeneralMeetingForm;
  meetingPlace: 'companysOffice' | 'inlineAddress';
  inlineAddressValue: string | null;
  /** Where to join by video (the settings' field), or null. */
  meetingLink: string | null;
  conductElectronicGeneralMeeting: ElectronicParticipation;
  isElectronic: boolean;
  meetingFinished: boolean;
  ceoName: string | null;
  chairpersonName: string | null;
  chairOfMeetingName: string | null;
  coSignerNames: string[];
  attachments: { id: string; filename: string; contentType: string }[];
  mattersForVoting: AgendaItem[];
  /** The board's proposal under each decision, per language, as rendered lines (variables filled in): never the stored JSON. */
  proposals: { decisionId: string; language: DocumentLanguage; lines: RichTextLine[] }[];
  totalNumberOfVotes: string;
  accessType: MeetingAccessType;
};

/** `GET /shareholder-view/notice-general-meeting/{id}` (seed 002, section 3: notice for shareholder response). */
export type NoticeForShareholderView = GeneralMeetingNoticeMeeting & {
  noticeForShareholderId: string;
  recipientName: string;
  contactPersonName: string | null;
  isCompany: boolean;
  shareholderId: string;
  /** The holders at the meeting date a power may go to: the giver excluded (seed 002, section 5). */
  shareholders: { shareholderId: string; name: string }[];
  /** The roles the power-of-attorney dialog offers (the CEO hidden without one). */
  recipientRoles: PowerOfAttorneyRecipientRole[];
  ownership: Ownership;
  poaRecipientRole: PowerOfAttorneyRecipientRole | null;
  poaRecipientShareholderId: string | null;
  poaRecipientName: string | null;
  poaRecipientEmail: string | null;
  poaGivenAt: string | null;
  votingInstructions: VotingInstructions;
  receivedPowerOfAttorneys: ReceivedPowerOfAttorney[];
  /** The presence and votes at the meeting of everyone the reader acts for: themself unless they gave a power, and each giver. */
  shareholderParticipation: ShareholderParticipationView[];
  tabs: NoticeTabs;
};

/** `GET /shareholder-view/notice-general-meeting/poa-recipient/{id}` (seed 002, section 3: power-of-attorney recipient response). */
export type PoaRecipientView = GeneralMeetingNoticeMeeting & {
  powerOfAttorneyRecipientId: string;
  recipientName: string;
  receivedPowerOfAttorneys: ReceivedPowerOfAttorney[];
  /** The presence and votes at the meeting of every giver the recipient acts for. */
  shareholderParticipation: ShareholderParticipationView[];
  /** The meeting is over: the link no longer acts. */
  expired: boolean;
};
