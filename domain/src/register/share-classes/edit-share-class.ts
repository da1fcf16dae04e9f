import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { saveShareholderTotals } from '../read-model/save-holdings';
import type { User } from '../../platform/users/user.entity';
import type { TShareClassEdit } from './share-class.schemas';
import { ShareClass } from './share-class.entity';

export const findShareClass = async (em: EntityManager, company: Company, id: string): Promise<ShareClass> => {
  const shareClass = await em.findOne(ShareClass, { id, company });
  if (!shareClass) throw new DomainError('shareClasses.notFound');
  return shareClass;
};

/** Changes votes per share, the historical flag and custom names. Votes count from the change on. */
export const editShareClass = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TShareClassEdit }) =>
  em.transactional(async (tx) => {
    const shareClass = await findShareClass(tx, company, id);
    const before = { votesPerShare: shareClass.votesPerShare, historical: shareClass.historical, customNames: shareClass.customNames };
    shareClass.votesPerShare = input.vote;
    shareClass.historical = input.historical;
    shareClass.customNames = input.shareTypeNames ?? [];
    recordAuditEvent({ em: tx, type: 'shareClass.edited', actor, company, before, after: input });
    // The holders' totals count votes at today's votes per share.
    if (!new Decimal(before.votesPerShare).equals(shareClass.votesPerShare)) {
      await tx.flush();
      await saveShareholderTotals(tx, company, 'all');
    }
    return shareClass;
  });
