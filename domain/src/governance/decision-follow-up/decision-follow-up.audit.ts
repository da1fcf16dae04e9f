// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { RequiredAttachmentKind } from './decision-follow-up-constants';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'decisionFollowUp.attachmentAdded': { after: { decisionId: string; attachmentId: string; kind: RequiredAttachmentKind; fileName: string; size: number; sha256: string } };
    'decisionFollowUp.notificationProduced': { after: { decisionId: string; producedAt: string } };
    'decisionFollowUp.notificationSent': { before: { sentAt: null }; after: { decisionId: string; sentAt: string } };
  }
}

export {};
