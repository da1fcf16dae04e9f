import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';

/**
 * The actor must be the holder themself (SHAREHOLDER access for `shareholderId`): representatives act for the
 * holder in the portal but do not choose who else does. The routes check this too; this is the domain's own check.
 */
export const requireHolderSelf = async (em: EntityManager, actor: User, company: Company, shareholderId: string) => {
  const own = await em.count(CompanyAccess, { user: actor, company, accessType: 'SHAREHOLDER', shareholderId });
  if (!own) throw new DomainError('access.forbidden');
};
