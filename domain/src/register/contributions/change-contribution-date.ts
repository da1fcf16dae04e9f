import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { requireContributionBook } from './contribution-book';
import type { ContributionBook } from './contribution-types';
import { findContributionEntity, getContribution } from './get-contribution';

/** `POST /shareholderContribution/{orgNo}/{id}/changeDate {registrationDate}`: moves an entry to another date, audited. */
export const changeContributionDate = ({ em, actor, company, book, id, registrationDate }: { em: EntityManager; actor: User; company: Company; book: ContributionBook; id: string; registrationDate: string }) =>
  em.transactional(async (tx) => {
    requireContributionBook(company, book);
    const contribution = await findContributionEntity({ em: tx, company, book, id });
    const before = { id, registrationDate: contribution.registrationDate.toISOString() };
    contribution.registrationDate = new Date(registrationDate);
    recordAuditEvent({ em: tx, type: 'contribution.dateChanged', actor, company, before, after: { id, registrationDate: contribution.registrationDate.toISOString() } });
    await tx.flush();
    return getContribution({ em: tx, company, book, id });
  });
