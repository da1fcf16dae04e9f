import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import type { TransactionDateCheck } from './transaction-views';
import { effectiveEntryDatesSql } from '../log/effective-entry-dates';

/**
 * The seed's date rules for a date about to be entered (section 5), against the log as it counts today:
 * another entry at that exact time (`existing-transaction-on-date` refuses it), a date in the future
 * (`warning-future-transaction`), and how many entries lie after it (the info message with the count).
 */
export const checkTransactionDate = async ({ em, company, transactionDate }: { em: EntityManager; company: Company; transactionDate: string }): Promise<TransactionDateCheck> => {
  const date = new Date(transactionDate);
  const [counts] = await (em as SqlEntityManager).execute<{ at_date: string; later: string }[]>(
    `select count(*) filter (where effective = ?)::text as at_date, count(*) filter (where effective > ?)::text as later from (${effectiveEntryDatesSql}) as log`,
    [date, date, company.id],
  );
  return { existingTransactionOnDate: Number(counts?.at_date ?? 0) > 0, isFutureDate: date.getTime() > Date.now(), laterTransactions: Number(counts?.later ?? 0) };
};
