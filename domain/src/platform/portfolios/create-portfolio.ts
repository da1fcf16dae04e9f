import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { Portfolio } from './portfolio.entity';

/** A new, empty portfolio owned by its creator; creating one needs an admin role in some company (seed: section 6). */
export const createPortfolio = ({ em, actor, name }: { em: EntityManager; actor: User; name: string }) =>
  em.transactional(async (tx) => {
    if (!(await tx.count(CompanyAccess, { user: actor, accessType: 'ADMIN' }))) throw new DomainError('portfolio.adminRoleRequired');
    const portfolio = tx.create(Portfolio, { name, createdBy: actor });
    recordAuditEvent({ em: tx, type: 'portfolio.created', actor, after: { id: portfolio.id, name } });
    return portfolio;
  });
