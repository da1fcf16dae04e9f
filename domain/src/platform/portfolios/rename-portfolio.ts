import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import { findOwnPortfolio } from './find-own-portfolio';

export const renamePortfolio = ({ em, actor, id, name }: { em: EntityManager; actor: User; id: string; name: string }) =>
  em.transactional(async (tx) => {
    const portfolio = await findOwnPortfolio(tx, actor, id);
    recordAuditEvent({ em: tx, type: 'portfolio.renamed', actor, before: { id, name: portfolio.name }, after: { id, name } });
    portfolio.name = name;
    return portfolio;
  });
