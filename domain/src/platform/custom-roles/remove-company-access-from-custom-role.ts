import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { revokeCompanyAccess } from '../companies/grant-company-access';
import type { User } from '../users/user.entity';
import type { TRemoveCompanyAccessFromCustomRole } from './custom-role.schemas';

/**
 * `POST /portfolio/remove-company-access-from-custom-role`: one holder loses the role in the named companies (and
 * their sessions end, as with every revocation by someone else); the role keeps covering them and the holder keeps it
 * elsewhere. The actor must administer every named company (`access.forbidden`); a holder without the role in one of
 * them is `customRoles.notFound`. Nothing changes unless every company passes.
 */
export const removeCompanyAccessFromCustomRole = ({ em, actor, input }: { em: EntityManager; actor: User; input: TRemoveCompanyAccessFromCustomRole }) =>
  em.transactional(async (tx) => {
    const organisationNumbers = [...new Set(input.companies)];
    const companies = await tx.find(Company, { organisationNumber: { $in: organisationNumbers } });
    if (companies.length !== organisationNumbers.length) throw new DomainError('company.notFound');
    if ((await tx.count(CompanyAccess, { user: actor, company: { $in: companies }, accessType: 'ADMIN' })) !== companies.length) throw new DomainError('access.forbidden');
    const accesses = await tx.find(CompanyAccess, { user: input.userId, company: { $in: companies }, accessType: 'CUSTOM', customRoleId: input.customRoleId }, { populate: ['user', 'company'] });
    if (accesses.length !== companies.length) throw new DomainError('customRoles.notFound');
    for (const access of accesses) await revokeCompanyAccess({ em: tx, actor, access });
    return { removed: accesses.map((access) => access.company.organisationNumber) };
  });
