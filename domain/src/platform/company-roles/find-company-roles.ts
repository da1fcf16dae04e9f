import type { EntityManager } from '@mikro-orm/core';
import { companyRoleTypes } from '../access/access-types';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyRole } from './company-role.entity';
import type { Company } from '../companies/company.entity';
import type { CompanyRoleFacts, CompanyRoleRecord } from './company-role-views';

const rank = (role: CompanyRole) => companyRoleTypes.indexOf(role.role);

/** A company's roles: the board by rank, then the other roles, each by name. */
export const listCompanyRoles = async (em: EntityManager, company: Company): Promise<CompanyRole[]> =>
  (await em.find(CompanyRole, { company }, { orderBy: { lastName: 'asc', firstName: 'asc' } })).sort((a, b) => rank(a) - rank(b));

export const findCompanyRole = async (em: EntityManager, company: Company, id: string): Promise<CompanyRole> => {
  const role = await em.findOne(CompanyRole, { id, company });
  if (!role) throw new DomainError('companyRoles.notFound');
  return role;
};

/** What a role says about its holder: the seed's fields, for audit events and answers. */
export const companyRoleFacts = ({ id, role, firstName, middleName, lastName, email, language }: CompanyRole): CompanyRoleFacts => ({
  id,
  role,
  firstName,
  middleName: middleName ?? null,
  lastName,
  email: email ?? null,
  language,
});

/** A role as the company-role calls answer it (react-admin's simple-rest shape: the seed's fields and `companyroleId`). */
export const companyRoleRecord = (role: CompanyRole): CompanyRoleRecord => ({ ...companyRoleFacts(role), companyroleId: role.id });
