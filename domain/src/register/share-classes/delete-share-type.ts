import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Posting } from '../log/posting.entity';
import type { User } from '../../platform/users/user.entity';
import { findShareType } from './edit-share-type';

/** Deletes a share class no transaction ever named; a class with postings is part of the log (`shareClasses.classInUse`). */
export const deleteShareType = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const shareType = await findShareType(tx, company, id);
    if (await tx.count(Posting, { shareType })) throw new DomainError('shareClasses.classInUse');
    const before = { id: shareType.id, code: shareType.code, votesPerShare: shareType.votesPerShare };
    tx.remove(shareType);
    recordAuditEvent({ em: tx, type: 'shareType.deleted', actor, company, before });
    return shareType;
  });
