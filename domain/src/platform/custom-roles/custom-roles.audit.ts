// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { CustomRoleFacts } from './custom-role-views';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'customRole.created': { after: CustomRoleFacts & { userIds: string[] } };
    'customRole.edited': { before: CustomRoleFacts; after: CustomRoleFacts & { userIds: string[] } };
    'customRole.deleted': { before: CustomRoleFacts };
    'customRole.permissionsChanged': { before: CustomRoleFacts; after: CustomRoleFacts };
    'customRole.companiesAdded': { after: { customRoleId: string; organisationNumbers: string[] } };
  }
}
