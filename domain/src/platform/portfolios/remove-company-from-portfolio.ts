import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { PortfolioCompany } from './portfolio-company.entity';

/** Takes a company out of whichever of the user's portfolios holds it. */
export const removeCompanyFromPortfolio = ({ em, actor, organisationNumber }: { em: EntityManager; actor: User; organisationNumber: string }) =>
  em.transactional(async (tx) => {
    const placed = await tx.findOne(PortfolioCompany, { user: actor, company: { organisationNumber } }, { populate: ['company'] });
    if (!placed) throw new DomainError('portfolio.notFound');
    recordAuditEvent({ em: tx, type: 'portfolio.companyRemoved', actor, company: placed.company, before: { portfolioId: placed.portfolio.id } });
    tx.remove(placed);
  });
