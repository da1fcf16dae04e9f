// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TransactionType } from './log-entry-types';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** Written with the entry itself (`appendLogEntry`'s `recordedAs`), or by an import's entry. */
    'transaction.recorded': { after: { id: string; sequence: number; type: TransactionType } };
  }
}
