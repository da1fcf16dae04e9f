// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TCompanyRole } from './company-role.schemas';
import type { CompanyRoleFacts } from './company-role-views';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'companyRole.created': { after: { id: string } & TCompanyRole };
    'companyRole.edited': { before: CompanyRoleFacts; after: { id: string } & TCompanyRole };
    'companyRole.deleted': { before: CompanyRoleFacts };
  }
}
