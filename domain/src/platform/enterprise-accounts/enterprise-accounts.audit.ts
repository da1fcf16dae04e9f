// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { EnterpriseAccountSnapshot } from './save-enterprise-account';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'enterpriseAccount.created': { after: { id: string } & EnterpriseAccountSnapshot };
    'enterpriseAccount.logoChanged': { before: { logoContentType: string | null }; after: { logoContentType: string | null; sha256: string | null; bytes: number } };
    'enterpriseAccount.updated': { before: EnterpriseAccountSnapshot; after: { id: string } & EnterpriseAccountSnapshot };
  }
}
