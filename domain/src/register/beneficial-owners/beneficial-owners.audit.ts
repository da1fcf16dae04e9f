// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

type OwnerFigures = { sharesInPercent: string; votesInPercent: string; comment: string | null };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'beneficialOwners.statementCreated': { after: { statementId: string; statementDate: string; owners: ({ beneficialOwnerId: string; name: string } & OwnerFigures)[] } };
    'beneficialOwners.ownerChanged': { before: { statementId: string; beneficialOwnerId: string; name: string } & OwnerFigures; after: { statementId: string; beneficialOwnerId: string; name: string } & OwnerFigures };
    'beneficialOwners.statementConfirmed': { after: { statementId: string; statementDate: string } };
  }
}
