import type { EntityManager } from '@mikro-orm/core';
import { CustomRole } from '../access/custom-role.entity';
import { findUserCompanies } from '../company/find-user-companies';
import type { User } from '../user/user.entity';
import { StarredCompany } from './starred-company.entity';

/** The portfolio overview of the seed (platform core, section 3), for the "all companies" scope. */
export const getPortfolioOverview = async ({ em, user }: { em: EntityManager; user: User }) => {
  const [companies, starred] = await Promise.all([
    findUserCompanies({ em, userId: user.id }),
    em.find(StarredCompany, { user }, { populate: ['company'] }),
  ]);
  const roleIds = [...new Set(companies.flatMap((c) => (c.customRoleId ? [c.customRoleId] : [])))];
  const roles = roleIds.length ? await em.find(CustomRole, { id: { $in: roleIds } }) : [];
  const starredCompanies = starred.map((s) => ({ organisationNumber: s.company.organisationNumber, accessType: s.accessType }));
  const isStarred = (orgNo: string, accessType: string) =>
    starredCompanies.some((s) => s.organisationNumber === orgNo && s.accessType === accessType);
  const companyItems = companies.map((c) => {
    const role = roles.find((r) => r.id === c.customRoleId);
    return {
      id: c.id,
      organisationNumber: c.organisationNumber,
      name: c.name,
      isCustomer: c.isCustomer,
      accessType: c.accessType,
      state: null,
      starred: isStarred(c.organisationNumber, c.accessType),
      currency: c.currency,
      shareholderId: c.shareholderId,
      role: role ? { customRoleId: role.id, customRoleName: role.name } : null,
    };
  });
  return {
    companyItems,
    userCompanies: companies.map((c) => ({ name: c.name, organisationNumber: c.organisationNumber, accessType: c.accessType, shareholderId: c.shareholderId })),
    subsidiaries: [],
    incompletedInvitationRequests: [],
    userSettings: { starredCompanies },
    activeSubscriptionCompanies: companies.filter((c) => c.isCustomer).map((c) => c.organisationNumber),
    user: { email: user.email, acceptedTerms: user.acceptedTerms, name: user.name },
    portfolios: [],
    signDocumentCount: 0,
  };
};
