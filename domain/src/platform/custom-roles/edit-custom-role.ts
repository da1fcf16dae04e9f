import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { modulesFor } from '../access/modules';
import type { TCustomRole } from './custom-role.schemas';
import { customRoleFacts, findCustomRole } from './find-custom-roles';
import { coveredCompanies, syncCustomRoleUsers } from './sync-custom-role-users';

/**
 * Changes a role's texts, companies and users, and its levels and modules when given. Holders see new levels on their next request; users
 * or companies taken off the role lose that access at once.
 */
export const editCustomRole = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TCustomRole }) =>
  em.transactional(async (tx) => {
    const role = await findCustomRole(tx, company, id);
    const before = customRoleFacts(role);
    const companies = await coveredCompanies(tx, actor, role.company, [...input.companies, company.organisationNumber]);
    tx.assign(role, { name: input.name, texts: input.texts });
    if (input.featureLevels) tx.assign(role, { permissions: input.featureLevels, modules: input.modules ?? modulesFor(input.featureLevels) });
    else if (input.modules) role.modules = input.modules;
    role.companies.set(companies);
    await tx.flush();
    await syncCustomRoleUsers({ em: tx, actor, role, companies, userIds: input.userIds });
    recordAuditEvent({ em: tx, type: 'customRole.edited', actor, company, before, after: { ...customRoleFacts(role), userIds: input.userIds } });
    return role;
  });
