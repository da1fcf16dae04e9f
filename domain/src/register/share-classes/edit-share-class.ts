import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { saveShareholderTotals } from '../read-model/save-holdings';
import type { User } from '../../platform/users/user.entity';
import { saneDateRange, todayLocalDate } from '../../kernel/validation/local-date';
import type { TShareClassEdit } from './share-class.schemas';
import { ShareClassVotes } from './share-class-votes.entity';
import { ShareClass } from './share-class.entity';

export const findShareClass = async (em: EntityManager, company: Company, id: string): Promise<ShareClass> => {
  const shareClass = await em.findOne(ShareClass, { id, company });
  if (!shareClass) throw new DomainError('shareClasses.notFound');
  return shareClass;
};

/**
 * Changes votes per share from a date on (`votesFrom`, default today), the historical flag and custom names. The
 * votes are dated: the register of an earlier date keeps the votes that applied then (`ShareClassVotes`), and the
 * class's own value becomes the one that applies today. A class without history gets its old value as the value
 * from the start, the first time it changes.
 */
export const editShareClass = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TShareClassEdit }) =>
  em.transactional(async (tx) => {
    const shareClass = await findShareClass(tx, company, id);
    const before = { votesPerShare: shareClass.votesPerShare, historical: shareClass.historical, customNames: shareClass.customNames };
    const votesFrom = input.votesFrom ?? todayLocalDate();
    const history = await tx.find(ShareClassVotes, { shareClass }, { orderBy: { validFrom: 'asc' } });
    const dated = history.find((votes) => votes.validFrom === votesFrom);
    const inEffect = history.findLast((votes) => votes.validFrom <= votesFrom)?.votesPerShare ?? before.votesPerShare;
    if (!new Decimal(inEffect).equals(input.vote)) {
      if (history.length === 0 && votesFrom > saneDateRange.minDate) tx.create(ShareClassVotes, { shareClass, validFrom: saneDateRange.minDate, votesPerShare: before.votesPerShare });
      if (dated) dated.votesPerShare = input.vote;
      else tx.create(ShareClassVotes, { shareClass, validFrom: votesFrom, votesPerShare: input.vote });
      await tx.flush();
      const latest = await tx.findOneOrFail(ShareClassVotes, { shareClass, validFrom: { $lte: todayLocalDate() } }, { orderBy: { validFrom: 'desc' } });
      shareClass.votesPerShare = latest.votesPerShare;
    }
    shareClass.historical = input.historical;
    shareClass.customNames = input.shareTypeNames ?? [];
    recordAuditEvent({ em: tx, type: 'shareClass.edited', actor, company, before, after: { ...input, votesFrom } });
    // The holders' totals count votes at today's votes per share.
    if (!new Decimal(before.votesPerShare).equals(shareClass.votesPerShare)) {
      await tx.flush();
      await saveShareholderTotals(tx, company, 'all');
    }
    return shareClass;
  });
