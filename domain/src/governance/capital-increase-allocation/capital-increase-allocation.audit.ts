// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { StoredRound } from './stored-rounds';

type Saved = { rounds: StoredRound[]; isAllocationCompleted: boolean };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'capitalIncrease.allocationSaved': { before: ({ decisionId: string } & Saved) | { decisionId: string; rounds: null }; after: Saved };
    'capitalIncrease.applied': { before: { decisionId: string }; after: { entryId: string; transactionType: 'ISSUE' | 'INCREASE_NOMINAL_VALUE'; newShareholderIds: string[]; shareCapitalArticleUpdated: boolean } };
  }
}

export {};
