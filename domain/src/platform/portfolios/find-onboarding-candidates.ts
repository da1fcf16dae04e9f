import type { EntityManager } from '@mikro-orm/core';
import type { CompanyRoleType } from '../access/access-types';
import { Company } from '../companies/company.entity';
import { companyRoleRecord, listCompanyRoles } from '../company-roles/find-company-roles';
import type { CompanyRoleRecord } from '../company-roles/company-role-views';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findScopeCompanies } from './find-scope-companies';
import { findSubsidiaries } from './find-subsidiaries';
import type { SubsidiaryDirectory } from './subsidiary-directory';

/** Roles that run the company, whose holders may be asked to administer it. */
export const onboardingRoles = ['chairperson', 'deputy_chairperson', 'member', 'ceo', 'sole_proprietorship'] as const satisfies readonly CompanyRoleType[];

/**
 * `GET /company-roles/find-onboarding-candidates/{orgNo}`: who could become the company's administrator when it is
 * onboarded (the receiver of a connect-companies invitation): its role holders with an email in a role that runs the
 * company (board members but not deputies, the CEO, a sole proprietor), the board first by rank, each address once.
 * For an ADMIN of the company, or a user of whose administered companies it is a subsidiary (the connect-companies
 * dialog); anyone else is told it does not exist (`company.notFound`).
 */
export const findOnboardingCandidates = async ({ em, actor, organisationNumber, subsidiaryDirectory }: { em: EntityManager; actor: User; organisationNumber: string; subsidiaryDirectory: SubsidiaryDirectory }): Promise<CompanyRoleRecord[]> => {
  const { companies, scoped } = await findScopeCompanies({ em, user: actor, scope: { kind: 'all' } });
  const administers = companies.some((entry) => entry.organisationNumber === organisationNumber && entry.accessType === 'ADMIN');
  const isSubsidiary = !administers && (await findSubsidiaries({ em, user: actor, companies, scoped, directory: subsidiaryDirectory })).some((entry) => entry.organizationNumber === organisationNumber);
  const company = administers || isSubsidiary ? await em.findOne(Company, { organisationNumber }) : null;
  if (!company) throw new DomainError('company.notFound');
  const seen = new Set<string>();
  return (await listCompanyRoles(em, company))
    .filter((role) => role.email && (onboardingRoles as readonly string[]).includes(role.role))
    .filter((role) => !seen.has(role.email!.toLowerCase()) && seen.add(role.email!.toLowerCase()))
    .map(companyRoleRecord);
};
