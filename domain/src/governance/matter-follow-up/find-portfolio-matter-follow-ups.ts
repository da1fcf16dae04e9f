import type { EntityManager } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { administeredCompanyIds, findScopeCompanies } from '../../platform/portfolios/find-scope-companies';
import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';
import { decisionToolAvailable } from '../decisions/decision-gating';
import type { User } from '../../platform/users/user.entity';
import { findDecisionFollowUps } from '../decision-follow-up/find-decision-follow-ups';
import { findWaitingProjects, matterFollowUpsOf } from './find-matter-follow-ups';
import type { MatterFollowUps, MatterFollowUpTab } from './matter-follow-up-views';

/** The scope's companies the user administers whose subscription has the decision tool. */
const followedCompanies = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }) => {
  const { scoped } = await findScopeCompanies({ em, user, scope });
  const ids = administeredCompanyIds(scoped);
  if (!ids.length) return [];
  return (await em.find(Company, { id: { $in: ids } })).filter((company) => decisionToolAvailable(company.subscriptionType));
};

/** `GET /portfolio/{scope}/follow-up/matters?tab=`: the projects waiting for something across the scope's administered companies. */
export const findPortfolioMatterFollowUps = async ({ em, user, scope, tab, now = new Date() }: { em: EntityManager; user: User; scope: PortfolioScope; tab: MatterFollowUpTab; now?: Date }): Promise<MatterFollowUps> =>
  matterFollowUpsOf({ em, companies: await followedCompanies({ em, user, scope }), tab, now });

/** The follow-up items of the matters (one per waiting project, one per decision with a step left) for the top bar's count, across all the user's companies. */
export const findMatterFollowUpKeys = async ({ em, user, now = new Date() }: { em: EntityManager; user: User; now?: Date }): Promise<string[]> => {
  const companies = await followedCompanies({ em, user, scope: { kind: 'all' } });
  const [rows, decisions] = await Promise.all([findWaitingProjects({ em, companies, now }), findDecisionFollowUps({ em: em.fork(), companies })]);
  return [...new Set(rows.map((row) => `matters:${row.projectId}`)), ...decisions.filter(({ isActive }) => isActive).map(({ decisionId }) => `decisions:${decisionId}`)];
};
