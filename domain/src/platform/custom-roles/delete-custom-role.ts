import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { customRoleFacts, findCustomRole } from './find-custom-roles';
import { syncCustomRoleUsers } from './sync-custom-role-users';

/** Deletes a role; everyone holding it loses that access at once. */
export const deleteCustomRole = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const role = await findCustomRole(tx, company, id);
    const before = customRoleFacts(role);
    await syncCustomRoleUsers({ em: tx, actor, role, companies: [], userIds: [] });
    recordAuditEvent({ em: tx, type: 'customRole.deleted', actor, company, before });
    tx.remove(role);
    return before;
  });
