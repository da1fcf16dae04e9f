// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { BoardMinutesData } from './minutes-rules';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    /** `before` is null when the minutes had only the defaults. */
    'boardMinutes.updated': { before: BoardMinutesData | null; after: BoardMinutesData & { projectId: string } };
  }
}
