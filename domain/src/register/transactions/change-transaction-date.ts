import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { correctTransaction, type CorrectionTarget } from './correct-transaction';

/**
 * Moves a transaction to another date by appending a REDATE correction: the register replays with the new
 * date. For an ISSUE or INCREASE_NOMINAL_VALUE still pending (seed 001: "enter registration date") the date
 * entered is its registration date, and the correction is REGISTER, which also ends the pending state. Refused when another entry has that exact date and time (`existing-transaction-on-date`), or with
 * `transactions.change-date.validation-error` when an entry no longer holds in the new order. Answers how
 * many entries lie after the new date and whether it is in the future (the seed's date warnings).
 */
export const changeTransactionDate = ({ em, actor, company, target, transactionDate }: { em: EntityManager; actor: User; company: Company; target: CorrectionTarget; transactionDate: string }) =>
  em.transactional(async (tx) => {
    const date = new Date(transactionDate);
    const original = await tx.findOne(TransactionLogEntry, { id: target.id, company, correction: null });
    const registers = !!original?.isPending && (await tx.count(TransactionLogEntry, { corrects: original, correction: 'REGISTER' })) === 0;
    const { entry, before, entries } = await correctTransaction({
      tx,
      actor,
      company,
      ...target,
      correction: registers ? 'REGISTER' : 'REDATE',
      payload: { transactionDate: date.toISOString() },
      refusal: 'transactions.change-date.validation-error',
      change: (all, moved) => {
        if (all.some((entry) => entry !== moved && entry.transactionDate.getTime() === date.getTime())) throw new DomainError('existing-transaction-on-date');
        return { entries: all.map((entry) => (entry === moved ? { ...entry, transactionDate: date } : entry)), date };
      },
    });
    recordAuditEvent({
      em: tx,
      type: registers ? 'transaction.registered' : 'transaction.redated',
      actor,
      company,
      before: { id: before.id, transactionDate: before.transactionDate.toISOString() },
      after: { correctionId: entry.id, transactionDate: date.toISOString() },
    });
    return { entry, laterTransactions: entries.filter((other) => other.transactionDate > date).length, isFutureDate: date.getTime() > Date.now() };
  });
