import type { EntityManager } from '@mikro-orm/core';
import type { GrantedAccessType } from '../access/access-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { StarredCompany } from './starred-company.entity';

type Options = { em: EntityManager; user: User; organisationNumber: string; accessType: GrantedAccessType; starred: boolean };

/** Stars or unstars one of the user's own company entries; idempotent. */
export const setCompanyStarred = ({ em, user, organisationNumber, accessType, starred }: Options) =>
  em.transactional(async (tx) => {
    const access = await tx.findOne(CompanyAccess, { user, accessType, company: { organisationNumber } }, { populate: ['company'] });
    if (!access) throw new DomainError('access.forbidden');
    const key = { user, company: access.company, accessType };
    const existing = await tx.findOne(StarredCompany, key);
    if (starred && !existing) tx.create(StarredCompany, key);
    if (!starred && existing) tx.remove(existing);
    if (starred !== Boolean(existing))
      recordAuditEvent({ em: tx, type: starred ? 'portfolio.companyStarred' : 'portfolio.companyUnstarred', actor: user, company: access.company });
  });
