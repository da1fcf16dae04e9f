// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TransactionType } from '../log/log-entry-types';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'transaction.deleted': { before: { id: string; type: TransactionType }; after: { correctionId: string } };
    'transaction.redated': { before: { id: string; transactionDate: string }; after: { correctionId: string; transactionDate: string } };
    'transaction.registered': { before: { id: string; transactionDate: string }; after: { correctionId: string; transactionDate: string } };
    'transaction.nominalValueChanged': { before: { id: string; nominalValue: string | null }; after: { correctionId: string; nominalValue: string } };
  }
}
