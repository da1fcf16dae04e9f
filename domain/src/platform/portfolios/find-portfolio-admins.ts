import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { findOwnPortfolio } from './find-own-portfolio';
import { PortfolioCompany } from './portfolio-company.entity';
import type { User } from '../users/user.entity';

/** `GET /portfolio/{id}/admins`: the administrators and custom-role users of the portfolio's companies, per user. */
export const findPortfolioAdmins = async ({ em, actor, portfolioId }: { em: EntityManager; actor: User; portfolioId: string }) => {
  const portfolio = await findOwnPortfolio(em, actor, portfolioId);
  const placed = await em.find(PortfolioCompany, { portfolio });
  const companyIds = placed.map(({ company }) => company.id);
  if (!companyIds.length) return [];
  // Only companies the owner administers are shown: the list is for managing administrators.
  const owned = await em.find(CompanyAccess, { user: actor, accessType: 'ADMIN', company: { $in: companyIds } });
  const accesses = await em.find(
    CompanyAccess,
    { company: { $in: owned.map(({ company }) => company.id) }, accessType: { $in: ['ADMIN', 'CUSTOM'] } },
    { populate: ['user', 'company'], orderBy: { user: { name: 'asc' }, company: { name: 'asc' } } },
  );
  const byUser = new Map<string, { externalId: string; name: string; email: string; companies: { organisationNumber: string; name: string; accessType: string; customRoleId: string | null }[] }>();
  for (const { user, company, accessType, customRoleId } of accesses) {
    const entry = byUser.get(user.id) ?? { externalId: user.id, name: user.name, email: user.email, companies: [] };
    entry.companies.push({ organisationNumber: company.organisationNumber, name: company.name, accessType, customRoleId: customRoleId ?? null });
    byUser.set(user.id, entry);
  }
  return [...byUser.values()];
};
