import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { CustomRole } from './custom-role.entity';
import { modulesFor } from '../access/modules';
import type { TCustomRole } from './custom-role.schemas';
import { customRoleFacts } from './find-custom-roles';
import { coveredCompanies, syncCustomRoleUsers } from './sync-custom-role-users';

/**
 * Creates a custom role in a company (and the other companies named, which the actor administers) and gives it to the
 * users named. Its modules are those given, else those its levels open.
 */
export const createCustomRole = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TCustomRole }) =>
  em.transactional(async (tx) => {
    const companies = await coveredCompanies(tx, actor, company, input.companies);
    const permissions = input.featureLevels ?? {};
    const role = tx.create(CustomRole, { company, name: input.name, texts: input.texts, permissions, modules: input.modules ?? modulesFor(permissions), companies });
    await tx.flush();
    await syncCustomRoleUsers({ em: tx, actor, role, companies, userIds: input.userIds });
    recordAuditEvent({ em: tx, type: 'customRole.created', actor, company, after: { ...customRoleFacts(role), userIds: input.userIds } });
    return role;
  });
