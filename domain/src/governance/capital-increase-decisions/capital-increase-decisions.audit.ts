// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'capitalIncrease.saved': { before: { projectId: string; decisionId: string; form: TCapitalIncrease | null }; after: { form: TCapitalIncrease } };
  }
}

export {};
