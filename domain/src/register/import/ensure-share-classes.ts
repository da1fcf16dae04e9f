import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { ShareClass } from '../share-classes/share-class.entity';
import type { ShareClassCode } from '../share-classes/share-class-codes';
import type { User } from '../../platform/users/user.entity';

/** The company's classes for the given codes; a class the file names but the company lacks is created with one vote per share. */
export const ensureShareClasses = async (tx: EntityManager, actor: User, company: Company, codes: ReadonlySet<ShareClassCode>): Promise<Map<ShareClassCode, ShareClass>> => {
  const classes = new Map((await tx.find(ShareClass, { company })).map((shareClass) => [shareClass.code, shareClass]));
  for (const code of codes) {
    if (classes.has(code)) continue;
    const shareClass = tx.create(ShareClass, { company, code, votesPerShare: '1', historical: false, customNames: [] });
    recordAuditEvent({ em: tx, type: 'shareClass.created', actor, company, after: { code, votesPerShare: '1', customNames: [], source: 'import' } });
    classes.set(code, shareClass);
  }
  await tx.flush();
  return classes;
};
