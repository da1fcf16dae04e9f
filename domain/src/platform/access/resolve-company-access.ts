import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { allows, type AccessPolicy, type HeldAccess } from './access-policy';
import { CustomRole } from '../custom-roles/custom-role.entity';

export type CompanyAccessContext = { company: Company; access: HeldAccess; held: HeldAccess[] };

/** Every access the user holds on the company (and SUPERADMIN for a super-admin), for checking several policies with one read. */
export const heldAccesses = async (em: EntityManager, user: User, company: Company): Promise<HeldAccess[]> => {
  const rows = await em.find(CompanyAccess, { user, company });
  const roleIds = rows.flatMap((row) => (row.customRoleId ? [row.customRoleId] : []));
  const roles = roleIds.length ? await em.find(CustomRole, { id: { $in: roleIds } }) : [];
  const held: HeldAccess[] = rows.map((row) => {
    const role = roles.find((candidate) => candidate.id === row.customRoleId);
    return { accessType: row.accessType, shareholderId: row.shareholderId ?? null, customRoleId: row.customRoleId ?? null, permissions: role?.permissions, modules: role?.modules };
  });
  if (user.superAdmin) held.push({ accessType: 'SUPERADMIN', shareholderId: null });
  return held;
};

/**
 * Authorises a user on a company: unknown company is 404, no matching access is 403.
 * `shareholderId`, when given, must be one the user acts for.
 */
export const resolveCompanyAccess = async ({
  em,
  user,
  organisationNumber,
  policy,
  shareholderId,
}: {
  em: EntityManager;
  user: User;
  organisationNumber: string;
  policy: AccessPolicy;
  shareholderId?: string;
}): Promise<CompanyAccessContext> => {
  const company = await em.findOne(Company, { organisationNumber });
  if (!company) throw new DomainError('company.notFound');
  const held = await heldAccesses(em, user, company);
  const access = held.find(
    (candidate) => allows(policy, candidate) && (shareholderId === undefined || candidate.shareholderId === shareholderId),
  );
  if (!access) throw new DomainError('access.forbidden');
  return { company, access, held };
};
