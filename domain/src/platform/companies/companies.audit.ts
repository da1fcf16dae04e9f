// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { GrantedAccessType } from '../access/access-types';
import type { CompanyAccess } from './company-access.entity';
import type { Country } from './company-constants';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'company.created': { after: { organisationNumber: string; name: string; country: Country } };
    'company.remarkChanged': { before: { remark: string | null }; after: { remark: string | null } };
    'company.renamed': { before: { name: string }; after: { name: string } };
    'company.termsAccepted': { after: { termsAcceptedAt: string } };
    /** `before` when a custom-role user is moved from another custom role. */
    'companyAccess.granted': {
      before?: { userId: string; customRoleId: CompanyAccess['customRoleId'] };
      after: { userId: string; accessType: GrantedAccessType; shareholderId?: string | null; customRoleId?: string | null };
    };
    'companyAccess.revoked': {
      before: { userId: string; accessType: CompanyAccess['accessType']; shareholderId: CompanyAccess['shareholderId']; customRoleId: CompanyAccess['customRoleId'] };
    };
  }
}
