import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import type { TShareTypeCreate } from './share-type.schemas';
import { ShareType } from './share-type.entity';

/** Adds a share class; a company has each code at most once. */
export const createShareType = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TShareTypeCreate }) =>
  em.transactional(async (tx) => {
    if (await tx.count(ShareType, { company, code: input.shareTypeCode })) throw new DomainError('shareClasses.codeInUse');
    const shareType = tx.create(ShareType, {
      company,
      code: input.shareTypeCode,
      votesPerShare: input.vote,
      historical: input.historical,
      customNames: input.shareTypeNames ?? [],
    });
    recordAuditEvent({ em: tx, type: 'shareType.created', actor, company, after: { code: shareType.code, votesPerShare: input.vote, customNames: shareType.customNames } });
    return shareType;
  });
