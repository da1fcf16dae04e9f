import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Posting } from '../log/posting.entity';
import type { User } from '../../platform/users/user.entity';
import { findShareClass } from './edit-share-class';

/** Deletes a share class no transaction ever named; a class with postings is part of the log (`shareClasses.classInUse`). */
export const deleteShareClass = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const shareClass = await findShareClass(tx, company, id);
    if (await tx.count(Posting, { shareClass })) throw new DomainError('shareClasses.classInUse');
    const before = { id: shareClass.id, code: shareClass.code, votesPerShare: shareClass.votesPerShare };
    tx.remove(shareClass);
    recordAuditEvent({ em: tx, type: 'shareClass.deleted', actor, company, before });
    return shareClass;
  });
