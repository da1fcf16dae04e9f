import type { EntityManager } from '@mikro-orm/core';
import { CustomRole } from '../custom-roles/custom-role.entity';
import { customRoleFacts } from '../custom-roles/find-custom-roles';
import { administersRoleCompany } from '../custom-roles/find-role-permissions';
import { CompanyAccess } from '../companies/company-access.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import type { PortfolioCustomRole, PortfolioCustomRoleHolder } from './portfolio-views';


/**
 * `GET /portfolio/{scope}/contacts/custom-role/{customRoleId}`: a role covering some of the scope's companies the
 * viewer administers, with its names per language, levels per feature, modules, and the companies and holders
 * among those companies only. A role covering none of them is `customRoles.notFound`.
 */
export const findPortfolioCustomRole = async ({ em, user, scope, customRoleId }: { em: EntityManager; user: User; scope: PortfolioScope; customRoleId: string }): Promise<PortfolioCustomRole> => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  const role = companyIds.length
    ? await em.findOne(CustomRole, { id: customRoleId, $or: [{ company: { $in: companyIds } }, { companies: { $in: companyIds } }] }, { populate: ['companies', 'company'] })
    : null;
  if (!role) throw new DomainError('customRoles.notFound');
  const accesses = await em.find(
    CompanyAccess,
    { customRoleId, accessType: 'CUSTOM', company: { $in: companyIds } },
    { populate: ['user', 'company'], orderBy: { user: { name: 'asc' }, company: { name: 'asc' } } },
  );
  const holders = new Map<string, PortfolioCustomRoleHolder>();
  for (const { user: holder, company } of accesses) {
    const entry = holders.get(holder.id) ?? { externalId: holder.id, name: holder.name, email: holder.email, companies: [] };
    entry.companies.push({ organisationNumber: company.organisationNumber, name: company.name });
    holders.set(holder.id, entry);
  }
  const { featureLevels, modules } = customRoleFacts(role);
  const administered = new Set(companyIds);
  return {
    id: role.id,
    name: role.name,
    texts: role.texts,
    featureLevels,
    modules,
    companies: role.companies
      .getItems()
      .filter((company) => administered.has(company.id))
      .map(({ organisationNumber, name }) => ({ organisationNumber, name })),
    holders: [...holders.values()],
    editable: await administersRoleCompany(em, user, role),
  };
};
