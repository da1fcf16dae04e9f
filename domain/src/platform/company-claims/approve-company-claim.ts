import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { markClaimProven } from './settle-company-claim';

/** `POST /super-admin/company/{orgNo}/approve-claim`: a super-admin approves a pending claim after checking it by hand (the Swedish way, with no roles source). */
export const approveCompanyClaim = ({ em, actor, organisationNumber }: { em: EntityManager; actor: User; organisationNumber: string }) =>
  em.transactional(async (tx) => {
    if (!actor.superAdmin) throw new DomainError('access.forbidden');
    const company = await tx.findOne(Company, { organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    if (!company.claimPendingSince) throw new DomainError('company.claimAlreadyProven');
    markClaimProven(tx, actor, company, 'SUPER_ADMIN');
    return { proven: true as const };
  });
