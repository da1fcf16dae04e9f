// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'minutes.published': { before: null; after: { projectId: string; recipients: number } };
  }
}
export {};
