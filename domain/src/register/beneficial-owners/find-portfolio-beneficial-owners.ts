import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../../platform/users/user.entity';
import { administeredCompanyIds, findScopeCompanies } from '../../platform/portfolios/find-scope-companies';
import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';
import { requirePeopleTabScope } from '../../platform/portfolios/require-tab-scope';
import { StarredCompany } from '../../platform/portfolios/starred-company.entity';
import type { PortfolioBeneficialOwnersRow } from './beneficial-owner-views';
import { findBeneficialOwnersOverview } from './find-beneficial-owners-overview';

/**
 * The portfolio's beneficial-owners tab (seed: platform core; a star-based tab, admins only, not in the board-role
 * and investments scopes): each starred company of the scope the user administers, with the persons the registers
 * propose, its latest statement and its alerts. Companies one after the other: a starred list is short.
 */
export const findPortfolioBeneficialOwners = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }): Promise<PortfolioBeneficialOwnersRow[]> => {
  requirePeopleTabScope(scope);
  const ids = administeredCompanyIds((await findScopeCompanies({ em, user, scope })).scoped);
  const starred = await em.find(StarredCompany, { user, accessType: 'ADMIN', company: { id: { $in: ids } } }, { populate: ['company'], orderBy: { company: { name: 'asc' } } });
  const rows: PortfolioBeneficialOwnersRow[] = [];
  for (const { company } of starred) {
    const { proposal, statements, alerts } = await findBeneficialOwnersOverview({ em, company });
    const latest = statements[0];
    rows.push({
      organisationNumber: company.organisationNumber,
      name: company.name,
      proposed: proposal.map((p) => p.name),
      latestStatement: latest ? { id: latest.id, statementDate: latest.statementDate, status: latest.status } : null,
      alerts: alerts.length,
    });
  }
  return rows;
};
