// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TExportQuery } from '../import/import.schemas';

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'register.exported': { after: TExportQuery & { holders: number } };
  }
}
