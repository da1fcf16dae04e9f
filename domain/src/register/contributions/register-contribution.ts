import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Shareholder } from '../shareholders/shareholder.entity';
import { requireContributionBook } from './contribution-book';
import { contributionJson } from './contribution-json';
import type { TContributionCreate } from './contribution.schemas';
import type { ContributionBook } from './contribution-types';
import { ShareholderContributionDetail } from './shareholder-contribution-detail.entity';
import { ShareholderContribution } from './shareholder-contribution.entity';

const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

/**
 * Registers a contribution, commitment or distribution in the company's book (seed: `POST /shareholderContribution/new`,
 * `/shareholder-commitment/new`), with one detail per holder (rows of zero in multiple mode are not kept), in one
 * transaction with its audit event. Every holder must be the company's (`contributions.shareholderNotFound`).
 */
export const registerContribution = ({ em, actor, company, book, input }: { em: EntityManager; actor: User; company: Company; book: ContributionBook; input: TContributionCreate }) =>
  em.transactional(async (tx) => {
    requireContributionBook(company, book);
    const rows = input.mode === 'multiple' ? input.details.filter((detail) => !(isZero(detail.amount) && isZero(detail.recallableAmount))) : input.details;
    const holders = await tx.find(Shareholder, { id: rows.map((row) => row.shareholderId), company });
    if (holders.length !== rows.length) throw new DomainError('contributions.shareholderNotFound');
    const holderById = new Map(holders.map((holder) => [holder.id, holder]));
    const contribution = tx.create(ShareholderContribution, {
      company,
      book,
      type: input.type,
      registrationDate: new Date(input.registrationDate),
      comment: input.comment || null,
      createdBy: actor,
    });
    const details = rows.map((row) =>
      tx.create(ShareholderContributionDetail, {
        contribution,
        shareholder: holderById.get(row.shareholderId)!,
        currency: row.currency ?? company.currency,
        amount: row.amount,
        recallableAmount: row.recallableAmount,
      }),
    );
    const view = contributionJson(contribution, details);
    recordAuditEvent({ em: tx, type: 'contribution.registered', actor, company, after: auditRecord(view) });
    return view;
  });

/** What the audit log keeps of an entry. */
export const auditRecord = (view: ReturnType<typeof contributionJson>) => ({
  id: view.shareholderContributionId,
  book: view.book,
  type: view.type,
  registrationDate: view.registrationDate,
  details: view.details.map(({ shareholderId, amount, recallableAmount }) => ({ shareholderId, amount, recallableAmount })),
});
