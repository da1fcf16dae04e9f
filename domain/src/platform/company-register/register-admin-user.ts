import type { EntityManager } from '@mikro-orm/core';
import { Company } from '../companies/company.entity';
import { createCompany } from '../companies/create-company';
import { grantCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import type { CompanyRegisterClient } from './company-register-client';
import type { PublicCompanyRoles } from '../company-claims/public-company-roles';
import { settleNewClaim } from '../company-claims/settle-company-claim';
import type { RegisteredCompany } from './company-register-views';

/**
 * `POST /company/register-admin-user/{orgNo}` (seed: a non-customer with no access is registered directly): a
 * company not kept here is created from the public register (its name from there) with the user as its first
 * administrator, not yet a customer (`NOT_IN_USE_YET` until a subscription is chosen). A company kept here is
 * `company.alreadyRegistered` (its people decide: ask for permission); one the register does not know, `company.notFound`.
 * The claim is proven at once when the user's e-ID holds a role in the company in the public register (`roles`),
 * otherwise the company is pending (platform/company-claims): nothing leaves the platform in its name until proven.
 */
export const registerAdminUser = ({ em, actor, organisationNumber, register, roles }: { em: EntityManager; actor: User; organisationNumber: string; register: CompanyRegisterClient; roles: PublicCompanyRoles }): Promise<RegisteredCompany> =>
  em.transactional(async (tx) => {
    if (await tx.count(Company, { organisationNumber })) throw new DomainError('company.alreadyRegistered');
    const found = await register.find(organisationNumber);
    if (!found) throw new DomainError('company.notFound');
    const company = await createCompany({ em: tx, actor, organisationNumber: found.organizationnumber, name: found.name });
    company.isCustomer = false;
    company.subscriptionState = 'NOT_IN_USE_YET';
    await grantCompanyAccess({ em: tx, actor, user: actor, company, grant: { accessType: 'ADMIN' } });
    await settleNewClaim({ tx, actor, company, roles });
    return { organisationNumber: company.organisationNumber, name: company.name, accessType: 'ADMIN' as const, claimPending: company.claimPendingSince !== null };
  });
