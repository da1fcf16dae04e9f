// The audit events this room records (see platform/audit/audit-event-types.ts).
declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'statement.filed': { after: { year: number; channel: 'SERVICE' | 'MANUAL'; reference: string | null } };
  }
}
export {};
