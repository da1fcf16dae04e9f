import type { HolderDistinction } from '../../register/shareholders/holder-label';
import type { DeliveryState, MeetingAccessType } from '../meeting-documents/meeting-document-constants';
import type { AgendaItem } from './agenda';
import type { AgendaItemRule, MeetingSigner } from './general-meeting.entity';
import type { CompanyForm, ElectronicParticipation, GeneralMeetingForm, GeneralMeetingType } from './general-meeting-constants';
import type { NoticeAddressee } from './notice-addressees';
import type { NoticePeriodWarning } from './notice-period';

/** A warning the settings show: the notice period's, or the annual accounts on an extraordinary meeting. */
export type GeneralMeetingWarning = NoticePeriodWarning | { key: 'documents.meeting-type.annualAccountsWarning'; params: Record<string, never> };

export type GeneralMeetingSettings = {
  meetingDate: string;
  startTime: string;
  endTime: string;
  meetingStartDate: string;
  meetingEndDate: string;
  meetingForm: GeneralMeetingForm;
  meetingPlace: 'companysOffice' | 'inlineAddress';
  inlineAddressValue: string | null;
  meetingLink: string | null;
  extraParticipants: { id: string; name: string; email: string }[];
  isSimplifiedGeneralMeeting: boolean;
  conductElectronicGeneralMeeting: ElectronicParticipation;
  includeListOfParticipantsInMinutes: boolean;
  meetingChair: MeetingSigner | null;
  coSigner: MeetingSigner | null;
  additionalCoSigners: MeetingSigner[];
  meetingPlaceholderVisible: boolean;
  generalMeetingType: GeneralMeetingType;
  companyForm: CompanyForm;
  shorterNoticeAllowed: boolean;
  documentLanguage: 'no' | 'sv' | 'en' | 'no/en' | 'sv/en';
  agendaItemRules: Record<string, AgendaItemRule>;
};

/** A shareholder the notice goes to, with its delivery (the admin's notice status). */
export type GeneralMeetingNoticeRecipient = {
  noticeForShareholderId: string;
  shareholderId: string;
  name: string;
  /** What tells the holder apart from a namesake (birth year, organisation number). */
  distinction: HolderDistinction | null;
  email: string | null;
  recipientDocumentId: string | null;
  deliveryState: DeliveryState;
  viewedTime: string | null;
};

/** `GET /project/{projectId}/general-meeting`: the settings page of the admin (general-meeting-preview). */
export type GeneralMeetingView = {
  projectId: string;
  projectName: string;
  saved: boolean;
  settings: GeneralMeetingSettings;
  agenda: AgendaItem[];
  roles: { companyroleId: string; name: string; role: string }[];
  shareClasses: { shareClassId: string; name: string }[];
  hasCeo: boolean;
  noticeDocumentId: string | null;
  /** The notice is locked (sent): reopening it is the way to change it. */
  noticeIsLocked: boolean;
  minutesDocumentId: string | null;
  notice: { sentAt: string | null; accessType: MeetingAccessType | null; recipients: GeneralMeetingNoticeRecipient[] };
  /** Whom the notice goes to if sent now: the holders on today's register, then the extra participants. */
  addressees: NoticeAddressee[];
  warnings: GeneralMeetingWarning[];
  /** The meeting has been held (its end passed, or its live meeting ended): its date, times and agenda stay as they are. */
  isHeld: boolean;
  /** Why the minutes cannot be sent for signing now (a message key), or null: no co-signer, the meeting not yet held. */
  minutesSigningRefusal: 'documents.generalMeetingMinutes.sendForSigningError' | 'generalMeetings.meetingNotHeld' | null;
  /** The signed and sealed minutes were published to the shareholders. */
  minutesPublishedAt: string | null;
  /** The batch project the meeting is one company's part of: its notice is sent from the batch's overview (seed 002, section 4). */
  batchProjectId: string | null;
};
