import type { EntityManager } from '@mikro-orm/core';
import { CustomRole } from '../custom-roles/custom-role.entity';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import { Invitation } from './invitation.entity';
import type { CompanyUser } from './invitation-views';

/**
 * A company's users tab: every access held (one row per access), then the administrator invitations still open.
 * `id` is what `DELETE /company-settings/{orgNo}/admin-access/{id}` removes; `externalId` is the user (or invitation).
 */
export const findCompanyUsers = async ({ em, company }: { em: EntityManager; company: Company }): Promise<CompanyUser[]> => {
  const accesses = await em.find(CompanyAccess, { company }, { populate: ['user'], orderBy: { user: { name: 'asc', email: 'asc' }, accessType: 'asc' } });
  const pending = await em.find(
    Invitation,
    { company, state: 'PENDING', type: { $in: ['USER', 'COMPANY'] }, expiresAt: { $gt: new Date() } },
    { orderBy: { email: 'asc' } },
  );
  const roleIds = [...accesses, ...pending].flatMap(({ customRoleId }) => (customRoleId ? [customRoleId] : []));
  const roles = roleIds.length ? await em.find(CustomRole, { id: { $in: roleIds } }) : [];
  const roleName = (id: string | null | undefined) => roles.find((role) => role.id === id)?.name ?? null;
  return [
    ...accesses.map((access) => ({
      id: access.id,
      externalId: access.user.id,
      name: access.user.name,
      email: access.user.email,
      accessType: access.accessType,
      shareholderId: access.shareholderId ?? null,
      customRoleId: access.customRoleId ?? null,
      customRoleName: roleName(access.customRoleId),
      pending: false,
    })),
    ...pending.map((invitation) => ({
      id: invitation.id,
      externalId: invitation.id,
      name: null,
      email: invitation.email,
      accessType: invitation.customRoleId ? ('CUSTOM' as const) : ('ADMIN' as const),
      shareholderId: null,
      customRoleId: invitation.customRoleId ?? null,
      customRoleName: roleName(invitation.customRoleId),
      pending: true,
    })),
  ];
};
