import type { EntityManager } from '@mikro-orm/core';
import { CustomRole } from '../access/custom-role.entity';
import { CompanyAccess } from '../company/company-access.entity';
import { DomainError } from '../errors/domain-error';
import { Invitation } from '../invitation/invitation.entity';
import type { User } from '../user/user.entity';
import { findPeopleTabCompanyIds, type PortfolioScope } from './find-scope-companies';

/** An administrator or custom-role user across the portfolio: each company with the access held there, and their open invitations. */
export type PortfolioAdmin = {
  externalId: string;
  name: string;
  email: string;
  isSelf: boolean;
  companies: { organisationNumber: string; name: string; accessType: 'ADMIN' | 'CUSTOM'; customRoleId: string | null; customRoleName: string | null }[];
  pendingInvitations: { id: string; organisationNumber: string; companyName: string; expiresAt: string }[];
};

/**
 * `GET /portfolio/{scope}/contacts/admins/{externalId}`: a user's ADMIN and CUSTOM accesses to the scope's
 * companies the viewer administers, and the invitations to their address still open there. A user holding none
 * of those is `notFound`, so another company's people stay invisible.
 */
export const findPortfolioAdmin = async ({ em, user, scope, externalId }: { em: EntityManager; user: User; scope: PortfolioScope; externalId: string }): Promise<PortfolioAdmin> => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  const accesses = companyIds.length
    ? await em.find(
        CompanyAccess,
        { user: externalId, company: { $in: companyIds }, accessType: { $in: ['ADMIN', 'CUSTOM'] } },
        { populate: ['user', 'company'], orderBy: { company: { name: 'asc' } } },
      )
    : [];
  const [first] = accesses;
  if (!first) throw new DomainError('notFound');
  const roleIds = accesses.flatMap(({ customRoleId }) => (customRoleId ? [customRoleId] : []));
  const [roles, invitations] = await Promise.all([
    roleIds.length ? em.find(CustomRole, { id: { $in: roleIds } }) : [],
    em.find(
      Invitation,
      { email: first.user.email, company: { $in: companyIds }, state: 'PENDING', expiresAt: { $gt: new Date() } },
      { populate: ['company'], orderBy: { company: { name: 'asc' } } },
    ),
  ]);
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  return {
    externalId,
    name: first.user.name,
    email: first.user.email,
    isSelf: externalId === user.id,
    companies: accesses.map(({ company, accessType, customRoleId }) => ({
      organisationNumber: company.organisationNumber,
      name: company.name,
      accessType: accessType as 'ADMIN' | 'CUSTOM',
      customRoleId: customRoleId ?? null,
      customRoleName: customRoleId ? (roleNames.get(customRoleId) ?? null) : null,
    })),
    pendingInvitations: invitations.map(({ id, company, expiresAt }) => ({ id, organisationNumber: company.organisationNumber, companyName: company.name, expiresAt: expiresAt.toISOString() })),
  };
};
