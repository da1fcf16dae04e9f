// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TransactionAttachmentInfo } from './transaction-attachment.schemas';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'transaction.attachmentAdded': { after: { entryId: string } & TransactionAttachmentInfo };
    'transaction.attachmentDeleted': { before: { entryId: string } & TransactionAttachmentInfo };
  }
}
