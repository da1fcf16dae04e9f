import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { findUserCompanies } from '../companies/find-user-companies';
import type { UserCompany } from '../companies/company-views';
import { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findOwnPortfolio } from './find-own-portfolio';
import { portfolioRoleAccessTypes, type PortfolioScope } from './portfolio-scopes';
import { requirePeopleTabScope } from './require-tab-scope';

/**
 * Every (company, access) entry the user holds, those the scope covers, and which of the user's portfolios each
 * company is placed in. Another user's portfolio is `portfolio.notFound`.
 */
export const findScopeCompanies = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }) => {
  if (scope.kind === 'portfolio') await findOwnPortfolio(em, user, scope.portfolioId);
  const [companies, placed] = await Promise.all([
    findUserCompanies({ em, userId: user.id }),
    (em as SqlEntityManager).execute<{ companyId: string; portfolioId: string }[]>(
      'select company_id as "companyId", portfolio_id as "portfolioId" from portfolio_company where user_id = ?',
      [user.id],
    ),
  ]);
  const placedIn = new Map(placed.map((row) => [row.companyId, row.portfolioId]));
  const inScope = (company: UserCompany) => {
    if (scope.kind === 'role') return portfolioRoleAccessTypes[scope.role].includes(company.accessType);
    if (scope.kind === 'portfolio') return placedIn.get(company.id) === scope.portfolioId;
    return true;
  };
  return { companies, scoped: companies.filter(inScope), placedIn };
};

/** The ids of the scope's companies the user administers: the portfolio tabs that show people and holdings cover only these. */
export const administeredCompanyIds = (scoped: UserCompany[]) => [...new Set(scoped.filter((c) => c.accessType === 'ADMIN').map((c) => c.id))];

/** The companies the people and holder tabs (and their detail pages) cover; refused in the board-role and investments scopes. */
export const findPeopleTabCompanyIds = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }) => {
  requirePeopleTabScope(scope);
  return administeredCompanyIds((await findScopeCompanies({ em, user, scope })).scoped);
};

/**
 * The companies a batch export or update of shareholders covers: the scope's companies the user administers, by
 * name. Custom roles never batch (seed: platform core, section 6), so a scope without one is `portfolio.adminRoleRequired`.
 */
export const findPortfolioBatchCompanies = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }): Promise<Company[]> => {
  const ids = administeredCompanyIds((await findScopeCompanies({ em, user, scope })).scoped);
  if (!ids.length) throw new DomainError('portfolio.adminRoleRequired');
  return em.find(Company, { id: { $in: ids } }, { orderBy: { name: 'asc' } });
};
