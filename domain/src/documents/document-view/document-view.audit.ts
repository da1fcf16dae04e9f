// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'documentView.shared': { after: { documentId: string; name: string; recipients: { name: string; email: string }[] } };
  }
}
