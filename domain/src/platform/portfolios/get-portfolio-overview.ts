import type { EntityManager } from '@mikro-orm/core';
import { CustomRole } from '../custom-roles/custom-role.entity';
import { InvitationRequest } from '../invitations/invitation-request.entity';
import type { User } from '../users/user.entity';
import { findScopeCompanies } from './find-scope-companies';
import { findSubsidiaries } from './find-subsidiaries';
import { recentlyVisitedLimit, type PortfolioScope } from './portfolio-scopes';
import type { PortfolioCompanyItem, PortfolioOverview } from './portfolio-views';
import { Portfolio } from './portfolio.entity';
import { RecentCompanyVisit } from './recent-company-visit.entity';
import { StarredCompany } from './starred-company.entity';
import type { SubsidiaryDirectory } from './subsidiary-directory';

/** Counts the documents waiting for the user's signature; the signing part of the documents wing gives it (platform cannot read it). */
export type CountDocumentsToSign = (options: { em: EntityManager; user: User }) => Promise<number>;

/**
 * The portfolio overview of the seed (platform core, section 3) for one scope. `incompletedInvitationRequests` are the
 * user's own requests for access still waiting, and each is also a company entry with state `pending` (all scope). Another user's portfolio is
 * `portfolio.notFound`. `subsidiaries` are those of the scope's administered companies (see `findSubsidiaries`). The switcher's `userCompanies`, the user's `portfolios` and `recentlyVisited` do not
 * depend on the scope. `signDocumentCount` is what `countDocumentsToSign` answers.
 */
export const getPortfolioOverview = async ({ em, user, scope = { kind: 'all' }, countDocumentsToSign, subsidiaryDirectory }: { em: EntityManager; user: User; scope?: PortfolioScope; countDocumentsToSign: CountDocumentsToSign; subsidiaryDirectory: SubsidiaryDirectory }): Promise<PortfolioOverview> => {
  const { companies, scoped, placedIn } = await findScopeCompanies({ em, user, scope });
  const [starred, portfolios, visits, subsidiaries, requests] = await Promise.all([
    em.find(StarredCompany, { user }, { populate: ['company'] }),
    em.find(Portfolio, { createdBy: user }, { orderBy: { name: 'asc' } }),
    em.find(RecentCompanyVisit, { user }, { orderBy: { visitedAt: 'desc' }, limit: recentlyVisitedLimit }),
    findSubsidiaries({ em, user, companies, scoped, directory: subsidiaryDirectory }),
    // The user's own requests for access still waiting: pending entries in the all scope (no access yet, so no other scope has them).
    scope.kind === 'all' ? em.find(InvitationRequest, { requestedBy: user, state: 'PENDING' }, { populate: ['company'], orderBy: { createdAt: 'desc' } }) : Promise.resolve([]),
  ]);
  const roleIds = [...new Set(scoped.flatMap((c) => (c.customRoleId ? [c.customRoleId] : [])))];
  const roles = roleIds.length ? await em.find(CustomRole, { id: { $in: roleIds } }) : [];
  const rolesById = new Map(roles.map((role) => [role.id, role]));
  const starredCompanies = starred.map((s) => ({ organisationNumber: s.company.organisationNumber, accessType: s.accessType }));
  const starredKeys = new Set(starredCompanies.map((s) => `${s.organisationNumber}:${s.accessType}`));
  const isStarred = (orgNo: string, accessType: string) => starredKeys.has(`${orgNo}:${accessType}`);
  const companyItems = scoped.map((c): PortfolioCompanyItem => {
    const role = c.customRoleId ? rolesById.get(c.customRoleId) : undefined;
    return {
      id: c.id,
      organisationNumber: c.organisationNumber,
      name: c.name,
      isCustomer: c.isCustomer,
      accessType: c.accessType,
      state: null as 'pending' | null,
      invitationRequestId: null as string | null,
      starred: isStarred(c.organisationNumber, c.accessType),
      currency: c.currency,
      shareholderId: c.shareholderId,
      role: role ? { customRoleId: role.id, customRoleName: role.name } : null,
      portfolioId: placedIn.get(c.id) ?? null,
    };
  });
  const pendingItems = requests.map(({ id, company }) => ({
    id: company.id,
    organisationNumber: company.organisationNumber,
    name: company.name,
    isCustomer: company.isCustomer,
    accessType: 'NONE' as const,
    state: 'pending' as const,
    invitationRequestId: id,
    starred: false,
    currency: company.currency,
    shareholderId: null,
    role: null,
    portfolioId: null,
  }));
  const companiesById = new Map(companies.map((c) => [c.id, c]));
  const userCompanies = companies.map((c) => ({ name: c.name, organisationNumber: c.organisationNumber, accessType: c.accessType, shareholderId: c.shareholderId }));
  return {
    companyItems: [...companyItems, ...pendingItems],
    userCompanies,
    subsidiaries,
    incompletedInvitationRequests: requests.map(({ id, company, requestAccessType, state, createdAt }) => ({
      id,
      organisationNumber: company.organisationNumber,
      companyName: company.name,
      requestAccessType,
      state,
      createdAt: createdAt.toISOString(),
    })),
    userSettings: { starredCompanies },
    activeSubscriptionCompanies: [...new Set(scoped.filter((c) => c.isCustomer).map((c) => c.organisationNumber))],
    user: { email: user.email, acceptedTerms: user.acceptedTerms, name: user.name },
    portfolios: portfolios.map(({ id, name }) => ({ id, name })),
    // Companies the user can still open, newest first.
    recentlyVisited: visits.flatMap(({ company }) => {
      const known = companiesById.get(company.id);
      return known ? [{ organisationNumber: known.organisationNumber, name: known.name }] : [];
    }),
    signDocumentCount: await countDocumentsToSign({ em, user }),
  };
};
