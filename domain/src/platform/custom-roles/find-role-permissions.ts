import type { EntityManager } from '@mikro-orm/core';
import { featureLevelsOf } from '../access/company-menu-entries';
import { features } from '../access/features';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { CustomRole } from './custom-role.entity';
import type { RolePermissions } from './custom-role-views';
import { findCustomRole } from './find-custom-roles';

/** Whether the user administers the company a role was created in: only they change what it grants. */
export const administersRoleCompany = async (em: EntityManager, user: User, role: CustomRole) =>
  (await em.count(CompanyAccess, { user, company: role.company, accessType: 'ADMIN' })) > 0;

export const rolePermissionsOf = (role: CustomRole, editable: boolean): RolePermissions => {
  const levels = featureLevelsOf('CUSTOM', role.permissions);
  return {
    customRoleId: role.id,
    customRoleName: role.name,
    orgNo: role.company.organisationNumber,
    features: features.map((featureName) => ({ featureName, access: levels[featureName] })),
    modules: [...role.modules],
    editable,
  };
};

/** `GET /permission/{orgNo}/{customRoleId}`: the permissions of a role covering the company. */
export const findRolePermissions = async ({ em, user, company, customRoleId }: { em: EntityManager; user: User; company: Company; customRoleId: string }): Promise<RolePermissions> => {
  const role = await findCustomRole(em, company, customRoleId);
  return rolePermissionsOf(role, await administersRoleCompany(em, user, role));
};
