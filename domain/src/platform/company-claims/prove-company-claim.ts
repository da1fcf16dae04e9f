import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { PublicCompanyRoles } from './public-company-roles';
import { markClaimProven, registerRoleProvesClaim } from './settle-company-claim';

/**
 * `POST /company/{orgNo}/prove-claim`: the pending company's administrator proves the claim with the e-ID they signed
 * in with (its national id holds a claiming role in the public register), else 403 `company.claimNotProven`.
 */
export const proveCompanyClaim = async ({ em, actor, company, roles }: { em: EntityManager; actor: User; company: Company; roles: PublicCompanyRoles }): Promise<{ proven: true }> => {
  if (!company.claimPendingSince) throw new DomainError('company.claimAlreadyProven');
  if (!(await registerRoleProvesClaim(actor, company.organisationNumber, roles))) throw new DomainError('company.claimNotProven');
  await em.transactional(async (tx) => markClaimProven(tx, actor, tx.merge(company), 'REGISTER_ROLE'));
  return { proven: true };
};
