// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { TCompanyRole } from './company-role.schemas';
import type { companyRoleFacts } from './find-company-roles';

type CompanyRoleFacts = ReturnType<typeof companyRoleFacts>;

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'companyRole.created': { after: { id: string } & TCompanyRole };
    'companyRole.edited': { before: CompanyRoleFacts; after: { id: string } & TCompanyRole };
    'companyRole.deleted': { before: CompanyRoleFacts };
  }
}
