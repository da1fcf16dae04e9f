// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { BoardMeetingData } from './board-meeting-data';
import type { TNewMeeting } from './board-meeting.schemas';

type NoticeData = Omit<BoardMeetingData, 'documentSelection' | 'meetingOptions' | 'ordinary'>;

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'boardMeeting.created': { after: TNewMeeting & { projectId: string; boardMeetingNumber: number | null } };
    /** `before` is null when the project had only the defaults. */
    'boardMeeting.updated': { before: NoticeData | null; after: NoticeData & { projectId: string } };
  }
}
