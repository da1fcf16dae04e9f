// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { MeetingAccessType, ReviewMode } from './meeting-document-constants';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'meetingDocument.sentForViewing': { after: { projectId: string; documentId: string; accessType: MeetingAccessType; recipients: { name: string; email: string }[] } };
    'meetingDocument.sentForReview': {
      before: { sentAt: string | null };
      after: { projectId: string; documentId: string; mode: ReviewMode; feedbackDeadline: string; recipients: { name: string; email: string }[] };
    };
    'meetingDocument.resent': { before: { name: string; email: string }; after: { documentId: string; recipientId: string; name: string; email: string } };
    'meetingDocument.reopened': { before: { sentAt: string | null; lockedAt: string }; after: { projectId: string; documentId: string; cancelledSigningRequests: string[] } };
    'meetingDocument.sentForSigning': { after: { projectId: string; documentId: string; signers: number } };
  }
}
