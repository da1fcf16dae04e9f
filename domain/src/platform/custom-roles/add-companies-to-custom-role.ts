import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import { CustomRole } from './custom-role.entity';
import type { TAddCompaniesToCustomRole } from './custom-role.schemas';
import { findCustomRoleUsers } from './find-custom-roles';
import { administersRoleCompany } from './find-role-permissions';
import { coveredCompanies, giveCustomRole } from './sync-custom-role-users';

/**
 * `POST /portfolio/add-companies-to-custom-role`: the role covers the named companies too, and its holders hold it
 * there as in every company it covers. Only an admin of the role's own company may, and only for companies they
 * administer; a role they may not change is `customRoles.notFound`, as one that does not exist.
 */
export const addCompaniesToCustomRole = ({ em, actor, input }: { em: EntityManager; actor: User; input: TAddCompaniesToCustomRole }) =>
  em.transactional(async (tx) => {
    const role = await tx.findOne(CustomRole, { id: input.customRoleId }, { populate: ['company', 'companies'] });
    if (!role || !(await administersRoleCompany(tx, actor, role))) throw new DomainError('customRoles.notFound');
    const covered = new Set(role.companies.getItems().map((company) => company.id));
    const added = (await coveredCompanies(tx, actor, role.company, input.companies)).filter((company) => !covered.has(company.id) && company.id !== role.company.id);
    if (!added.length) return { added: [] };
    role.companies.add(added);
    await tx.flush();
    await giveCustomRole({ em: tx, actor, role, users: await findCustomRoleUsers(tx, role), companies: added });
    const organisationNumbers = added.map((company) => company.organisationNumber);
    recordAuditEvent({ em: tx, type: 'customRole.companiesAdded', actor, company: role.company, after: { customRoleId: role.id, organisationNumbers } });
    return { added: organisationNumbers };
  });
