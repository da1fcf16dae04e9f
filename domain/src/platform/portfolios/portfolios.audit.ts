// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
export {};

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'portfolio.companyStarred': {};
    'portfolio.companyUnstarred': {};
    'portfolio.created': { after: { id: string; name: string } };
    'portfolio.renamed': { before: { id: string; name: string }; after: { id: string; name: string } };
    'portfolio.dissolved': { before: { id: string; name: string; organisationNumbers: string[] }; after: { offboardCompanies: boolean } };
    /** `before` when the company moved from another of the user's portfolios. */
    'portfolio.companyAdded': { before?: { portfolioId: string }; after: { portfolioId: string } };
    'portfolio.companyRemoved': { before: { portfolioId: string } };
    'portfolio.companyConnected': { after: { autoonboard: boolean; receiverEmail: string | null } };
  }
}
