import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { CustomRole } from '../custom-roles/custom-role.entity';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import type { PortfolioCustomRoleItem } from './portfolio-views';

/**
 * `GET /portfolio/{scope}/custom-roles` (and `/portfolio/custom-roles?portfolioId`): the roles made in or given to
 * the scope's companies the user administers, by name. Companies and holders outside those are not shown.
 */
export const findPortfolioCustomRoles = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }): Promise<PortfolioCustomRoleItem[]> => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  if (!companyIds.length) return [];
  const administered = new Set(companyIds);
  const roles = await em.find(CustomRole, { $or: [{ company: { $in: companyIds } }, { companies: { $in: companyIds } }] }, { populate: ['company', 'companies'], orderBy: { name: 'asc' } });
  const holders = await em.find(CompanyAccess, { accessType: 'CUSTOM', customRoleId: { $in: roles.map((role) => role.id) }, company: { $in: companyIds } });
  const ownAdmin = new Set((await em.find(CompanyAccess, { user, accessType: 'ADMIN' })).map((access) => access.company.id));
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    texts: role.texts,
    orgNo: role.company.organisationNumber,
    companies: [role.company, ...role.companies.getItems().filter((company) => company.id !== role.company.id)]
      .filter((company) => administered.has(company.id))
      .map(({ organisationNumber, name }) => ({ organisationNumber, name })),
    holderCount: new Set(holders.filter((access) => access.customRoleId === role.id).map((access) => access.user.id)).size,
    editable: ownAdmin.has(role.company.id),
  }));
};
