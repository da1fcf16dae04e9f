// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'publicRegister.loadStarted': { after: { id: string; year: number; fileName: string; fileBytes: number } };
    'publicRegister.autoImported': { after: { year: number; entryId: string; shareholders: number; shareClasses: number } };
    'publicRegister.autoImportConfirmed': { after: { confirmed: boolean } };
  }
}
