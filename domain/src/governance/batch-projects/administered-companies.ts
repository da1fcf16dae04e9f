import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';

/** The ids of the companies among `companies` the user administers (ADMIN access; seed 002, section 6). */
export const administeredCompanyIds = async (em: EntityManager, user: User, companies: readonly Company[]): Promise<Set<string>> =>
  new Set((await em.find(CompanyAccess, { user, accessType: 'ADMIN', company: { $in: companies.map(({ id }) => id) } })).map((access) => access.company.id));

/**
 * The companies named by organisation number, in the order named, each one the user administers; the first that is
 * not (or is not kept here: the same answer, so a batch does not tell which companies exist) refuses the whole batch.
 */
export const requireAdministeredCompanies = async (em: EntityManager, user: User, organisationNumbers: readonly string[]): Promise<Company[]> => {
  const found = new Map((await em.find(Company, { organisationNumber: { $in: [...organisationNumbers] } })).map((company) => [company.organisationNumber, company]));
  const administered = await administeredCompanyIds(em, user, [...found.values()]);
  return organisationNumbers.map((orgNo) => {
    const company = found.get(orgNo);
    if (!company || !administered.has(company.id)) throw new DomainError('batchProjects.companyNotAdministered', { orgNo });
    return company;
  });
};
