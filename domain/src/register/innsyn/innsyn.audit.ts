// The audit events this room records (see platform/audit/audit-event-types.ts).
declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'innsyn.requested': { after: { id: string; requesterName: string; requesterEmail: string; deadline: string } };
    'innsyn.copySent': { after: { id: string; requesterEmail: string; holders: number } };
  }
}
export {};
