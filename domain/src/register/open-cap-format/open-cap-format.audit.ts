// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'openCapFormat.imported': { after: { shareholders: number; shareClasses: number; entries: number; ocfVersion: string } };
  }
}
