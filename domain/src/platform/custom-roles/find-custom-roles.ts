import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { featureLevelsOf, menuEntriesFor } from '../access/company-menu-entries';
import { CustomRole } from './custom-role.entity';
import type { CustomRoleFacts } from './custom-role-views';

/** The custom roles covering a company (created there or given to it from another company), by name. */
export const listCustomRoles = (em: EntityManager, company: Company): Promise<CustomRole[]> =>
  em.find(CustomRole, { $or: [{ company }, { companies: company }] }, { populate: ['companies', 'company'], orderBy: { name: 'asc' } });

export const findCustomRole = async (em: EntityManager, company: Company, id: string): Promise<CustomRole> => {
  const role = await em.findOne(CustomRole, { id, $or: [{ company }, { companies: company }] }, { populate: ['companies', 'company'] });
  if (!role) throw new DomainError('customRoles.notFound');
  return role;
};

/** The users holding a role, each once, with the companies they hold it in. */
export const findCustomRoleUsers = async (em: EntityManager, role: CustomRole): Promise<User[]> => {
  const rows = await em.find(CompanyAccess, { accessType: 'CUSTOM', customRoleId: role.id }, { populate: ['user'], orderBy: { user: { name: 'asc' } } });
  return [...new Map(rows.map((row) => [row.user.id, row.user])).values()];
};

/** Users who may be given a role in a company: everyone holding some access to it. */
export const findAvailableUsers = async (em: EntityManager, company: Company): Promise<User[]> => {
  const rows = await em.find(CompanyAccess, { company }, { populate: ['user'], orderBy: { user: { name: 'asc' } } });
  return [...new Map(rows.map((row) => [row.user.id, row.user])).values()];
};

/**
 * What a role grants, for audit events and the preview: its levels for every feature as set (a feature outside the
 * role's modules keeps its level but opens nothing), its modules, and the menu entries they open together.
 */
export const customRoleFacts = (role: CustomRole): CustomRoleFacts => {
  const featureLevels = featureLevelsOf('CUSTOM', role.permissions);
  return {
    customRoleId: role.id,
    customRoleName: role.name,
    customRoleLanguages: role.texts,
    featureLevels,
    menu: menuEntriesFor(featureLevelsOf('CUSTOM', role.permissions, role.modules)),
    modules: role.modules,
    companies: role.companies.getItems().map(({ organisationNumber, name }) => ({ organisationNumber, companyName: name })),
  };
};
