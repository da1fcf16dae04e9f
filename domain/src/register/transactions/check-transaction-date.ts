import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import type { TransactionDateCheck } from './transaction-views';

/**
 * The seed's date rules for a date about to be entered (section 5), against the log as it counts today:
 * another entry at that exact time (`existing-transaction-on-date` refuses it), a date in the future
 * (`warning-future-transaction`), and how many entries lie after it (the info message with the count).
 */
export const checkTransactionDate = async ({ em, company, transactionDate }: { em: EntityManager; company: Company; transactionDate: string }): Promise<TransactionDateCheck> => {
  const date = new Date(transactionDate);
  const [counts] = await (em as SqlEntityManager).execute<{ at_date: string; later: string }[]>(
    `select count(*) filter (where effective = ?)::text as at_date, count(*) filter (where effective > ?)::text as later
       from (select coalesce((select c.transaction_date from transaction_log_entry c where c.corrects_id = e.id and c.correction in ('REDATE', 'REGISTER') order by c.sequence desc limit 1), e.transaction_date) as effective
               from transaction_log_entry e
              where e.company_id = ? and e.correction is null
                and not exists (select 1 from transaction_log_entry d where d.corrects_id = e.id and d.correction = 'DELETE')) as log`,
    [date, date, company.id],
  );
  return { existingTransactionOnDate: Number(counts?.at_date ?? 0) > 0, isFutureDate: date.getTime() > Date.now(), laterTransactions: Number(counts?.later ?? 0) };
};
