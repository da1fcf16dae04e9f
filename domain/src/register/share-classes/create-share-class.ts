import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import type { TShareClassCreate } from './share-class.schemas';
import { ShareClass } from './share-class.entity';

/** Adds a share class; a company has each code at most once. */
export const createShareClass = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TShareClassCreate }) =>
  em.transactional(async (tx) => {
    if (await tx.count(ShareClass, { company, code: input.shareTypeCode })) throw new DomainError('shareClasses.codeInUse');
    const shareClass = tx.create(ShareClass, {
      company,
      code: input.shareTypeCode,
      votesPerShare: input.vote,
      historical: input.historical,
      customNames: input.shareTypeNames ?? [],
    });
    recordAuditEvent({ em: tx, type: 'shareClass.created', actor, company, after: { code: shareClass.code, votesPerShare: input.vote, customNames: shareClass.customNames } });
    return shareClass;
  });
