// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { MeetingAccessType } from '../meeting-documents/meeting-document-constants';
import type { GeneralMeetingSettings } from './general-meeting-views';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** `before` is null when the project had only the defaults. */
    'generalMeeting.updated': { before: GeneralMeetingSettings | null; after: GeneralMeetingSettings & { projectId: string } };
    'generalMeeting.noticeSent': {
      after: { projectId: string; documentId: string; accessType: MeetingAccessType; recipients: { shareholderId: string; name: string; email: string }[]; withoutEmail: string[]; extraParticipants?: { name: string; email: string }[] };
    };
    'generalMeeting.noticeResent': { before: { name: string; email: string }; after: { documentId: string; noticeForShareholderId: string | null; recipientId?: string; name: string; email: string } };
  }
}
