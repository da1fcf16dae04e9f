import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { correctTransaction, type CorrectionTarget } from './correct-transaction';

/**
 * Moves a transaction to another date by appending a REDATE correction: the register replays with the new
 * date. Refused when another entry has that exact date and time (`existing-transaction-on-date`), or with
 * `transactions.change-date.validation-error` when an entry no longer holds in the new order. Answers how
 * many entries lie after the new date and whether it is in the future (the seed's date warnings).
 */
export const changeTransactionDate = ({ em, actor, company, target, transactionDate }: { em: EntityManager; actor: User; company: Company; target: CorrectionTarget; transactionDate: string }) =>
  em.transactional(async (tx) => {
    const date = new Date(transactionDate);
    const { entry, before, entries } = await correctTransaction({
      tx,
      actor,
      company,
      ...target,
      correction: 'REDATE',
      payload: { transactionDate: date.toISOString() },
      refusal: 'transactions.change-date.validation-error',
      change: (all, moved) => {
        if (all.some((entry) => entry !== moved && entry.transactionDate.getTime() === date.getTime())) throw new DomainError('existing-transaction-on-date');
        return { entries: all.map((entry) => (entry === moved ? { ...entry, transactionDate: date } : entry)), date };
      },
    });
    recordAuditEvent({
      em: tx,
      type: 'transaction.redated',
      actor,
      company,
      before: { id: before.id, transactionDate: before.transactionDate.toISOString() },
      after: { correctionId: entry.id, transactionDate: date.toISOString() },
    });
    return { entry, laterTransactions: entries.filter((other) => other.transactionDate > date).length, isFutureDate: date.getTime() > Date.now() };
  });
