import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { ShareType } from '../share-classes/share-type.entity';
import type { ShareTypeCode } from '../share-classes/share-type-codes';
import type { User } from '../../platform/users/user.entity';

/** The company's classes for the given codes; a class the file names but the company lacks is created with one vote per share. */
export const ensureShareClasses = async (tx: EntityManager, actor: User, company: Company, codes: ReadonlySet<ShareTypeCode>): Promise<Map<ShareTypeCode, ShareType>> => {
  const classes = new Map((await tx.find(ShareType, { company })).map((shareType) => [shareType.code, shareType]));
  for (const code of codes) {
    if (classes.has(code)) continue;
    const shareType = tx.create(ShareType, { company, code, votesPerShare: '1', historical: false, customNames: [] });
    recordAuditEvent({ em: tx, type: 'shareType.created', actor, company, after: { code, votesPerShare: '1', customNames: [], source: 'import' } });
    classes.set(code, shareType);
  }
  await tx.flush();
  return classes;
};
