import type { EntityManager } from '@mikro-orm/core';
import { boardRoleTypes } from '../access/access-types';
import type { Company } from '../companies/company.entity';
import type { TActor } from './actor.schemas';
import { companyRoleName } from './company-role-name';
import { CompanyRole } from './company-role.entity';

/** The actor selector's board member and CEO tabs: the company's role holders of that kind, once a person (the email or name decides). */
export const findRoleActors = async ({ em, company, type }: { em: EntityManager; company: Company; type: 'BOARD_MEMBER' | 'CEO' }): Promise<TActor[]> => {
  const roles = await em.find(CompanyRole, { company, role: type === 'CEO' ? 'ceo' : { $in: [...boardRoleTypes] } }, { orderBy: { lastName: 'asc', firstName: 'asc' } });
  const seen = new Set<string>();
  return roles.flatMap((role) => {
    const name = companyRoleName(role);
    const key = role.email?.toLowerCase() ?? name;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ reference: role.id, name, isCompany: false, companyNumber: null, socialSecurityNumber: null, birthDateOrOrganisationNumber: null, nationality: null, email: role.email ?? null, phoneNumber: null, type }];
  });
};
