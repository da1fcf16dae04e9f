import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { grantCompanyAccess, revokeCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import type { CustomRole } from './custom-role.entity';

/**
 * The companies a role covers: the one it is created in and the named others, in each of which the actor must
 * be an admin (a custom role cannot hand out access to companies its author does not administer).
 */
export const coveredCompanies = async (em: EntityManager, actor: User, home: Company, organisationNumbers: string[]): Promise<Company[]> => {
  const others = [...new Set(organisationNumbers)].filter((orgNo) => orgNo !== home.organisationNumber);
  if (!others.length) return [home];
  const companies = await em.find(Company, { organisationNumber: { $in: others } });
  if (companies.length !== others.length) throw new DomainError('company.notFound');
  const adminIn = await em.count(CompanyAccess, { user: actor, company: { $in: companies }, accessType: 'ADMIN' });
  if (adminIn !== companies.length) throw new DomainError('access.forbidden');
  return [home, ...companies];
};

/**
 * Makes the role's holders exactly `userIds` in exactly `companies`: missing CUSTOM accesses are granted (a
 * user's other custom role in that company is replaced), the rest revoked. Users must already hold some access
 * to one of the companies, or hold this role.
 */
export const syncCustomRoleUsers = async ({ em, actor, role, companies, userIds }: { em: EntityManager; actor: User; role: CustomRole; companies: Company[]; userIds: string[] }) => {
  const current = await em.find(CompanyAccess, { accessType: 'CUSTOM', customRoleId: role.id }, { populate: ['user', 'company'] });
  const wanted = [...new Set(userIds)];
  const known = await em.find(CompanyAccess, { user: { $in: wanted }, company: { $in: companies } });
  const holders = new Set(current.map((row) => row.user.id));
  if (wanted.some((id) => !holders.has(id) && !known.some((row) => row.user.id === id))) throw new DomainError('customRoles.userNotAvailable');
  const isWanted = (row: CompanyAccess) => wanted.includes(row.user.id) && companies.some((company) => company.id === row.company.id);
  for (const row of current.filter((row) => !isWanted(row))) await revokeCompanyAccess({ em, actor, access: row });
  await giveCustomRole({ em, actor, role, users: await em.find(User, { id: { $in: wanted } }), companies });
};

/** Gives each user the role in each company: a CUSTOM access, or their other custom role there replaced by this one. */
export const giveCustomRole = async ({ em, actor, role, users, companies }: { em: EntityManager; actor: User; role: CustomRole; users: User[]; companies: Company[] }) => {
  const known = await em.find(CompanyAccess, { user: { $in: users }, company: { $in: companies }, accessType: 'CUSTOM' });
  for (const user of users)
    for (const company of companies) {
      const other = known.find((row) => row.user.id === user.id && row.company.id === company.id);
      if (other && other.customRoleId !== role.id) {
        recordAuditEvent({ em, type: 'companyAccess.granted', actor, company, before: { userId: user.id, customRoleId: other.customRoleId }, after: { userId: user.id, accessType: 'CUSTOM', customRoleId: role.id } });
        other.customRoleId = role.id;
      } else if (!other) await grantCompanyAccess({ em, actor, user, company, grant: { accessType: 'CUSTOM', customRoleId: role.id } });
    }
};
