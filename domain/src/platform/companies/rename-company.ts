import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { Company } from './company.entity';

/** The company's name as adopted (a name change decided by its general meeting), audited with the name before. */
export const renameCompany = ({ em, actor, company, name }: { em: EntityManager; actor: User; company: Company; name: string }) =>
  em.transactional(async (tx) => {
    const before = company.name;
    company.name = name;
    recordAuditEvent({ em: tx, type: 'company.renamed', actor, company, before: { name: before }, after: { name } });
    await tx.flush();
    return { before, after: name };
  });
