// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { DecisionType } from '../decisions/decision-catalogue';
import type { MeetingAccessType } from '../meeting-documents/meeting-document-constants';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'batchProject.created': { after: { batchProjectId: string; projectId: string; projectName: string; meetingDate: string; decisions: readonly DecisionType[]; companies: number } };
    'batchProject.noticeRequested': { after: { batchProjectId: string; projectId: string; accessType: MeetingAccessType } };
  }
}
