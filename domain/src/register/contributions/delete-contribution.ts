import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { requireContributionBook } from './contribution-book';
import type { ContributionBook } from './contribution-types';
import { findContributionEntity, getContribution } from './get-contribution';
import { auditRecord } from './register-contribution';

/**
 * `DELETE /shareholderContribution/{orgNo}/{id}`: removes an entry registered by mistake with its details and
 * attachments. Unlike the share ledger the book is not hash-chained; the audit event keeps what was removed.
 */
export const deleteContribution = ({ em, actor, company, book, id }: { em: EntityManager; actor: User; company: Company; book: ContributionBook; id: string }) =>
  em.transactional(async (tx) => {
    requireContributionBook(company, book);
    const view = await getContribution({ em: tx, company, book, id });
    recordAuditEvent({ em: tx, type: 'contribution.deleted', actor, company, before: auditRecord(view) });
    tx.remove(await findContributionEntity({ em: tx, company, book, id }));
    return { id };
  });
