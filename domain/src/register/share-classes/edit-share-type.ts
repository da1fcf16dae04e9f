import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { saveShareholderTotals } from '../read-model/save-holdings';
import type { User } from '../../platform/users/user.entity';
import type { TShareTypeEdit } from './share-type.schemas';
import { ShareType } from './share-type.entity';

export const findShareType = async (em: EntityManager, company: Company, id: string): Promise<ShareType> => {
  const shareType = await em.findOne(ShareType, { id, company });
  if (!shareType) throw new DomainError('shareClasses.notFound');
  return shareType;
};

/** Changes votes per share, the historical flag and custom names. Votes count from the change on. */
export const editShareType = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TShareTypeEdit }) =>
  em.transactional(async (tx) => {
    const shareType = await findShareType(tx, company, id);
    const before = { votesPerShare: shareType.votesPerShare, historical: shareType.historical, customNames: shareType.customNames };
    shareType.votesPerShare = input.vote;
    shareType.historical = input.historical;
    shareType.customNames = input.shareTypeNames ?? [];
    recordAuditEvent({ em: tx, type: 'shareType.edited', actor, company, before, after: input });
    // The holders' totals count votes at today's votes per share.
    if (!new Decimal(before.votesPerShare).equals(shareType.votesPerShare)) {
      await tx.flush();
      await saveShareholderTotals(tx, company, 'all');
    }
    return shareType;
  });
