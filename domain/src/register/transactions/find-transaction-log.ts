import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import type { TransactionType } from '../log/log-entry-types';

export type TransactionLogItem = { entry: TransactionLogEntry; transactionDate: Date; updatedDate: Date | null; isPending: boolean };

/**
 * A page of a company's log as it counts today: deleted entries and correcting entries left out, each entry at
 * its latest date (after any REDATE or REGISTER), with the time of its latest correction, pending until
 * REGISTER gives it its registration date. Sorted by that date, then by
 * sequence, newest first (seed section 9).
 */
export const findTransactionLog = async ({
  em,
  company,
  types,
  range,
}: {
  em: EntityManager;
  company: Company;
  types?: readonly TransactionType[] | null;
  range?: readonly [number, number];
}): Promise<{ items: TransactionLogItem[]; total: number }> => {
  const sql = em as SqlEntityManager;
  const typeFilter = types ? `and e.type in (${types.map(() => '?').join(',')})` : '';
  const where = `from transaction_log_entry e
    where e.company_id = ? and e.correction is null ${typeFilter}
      and not exists (select 1 from transaction_log_entry d where d.corrects_id = e.id and d.correction = 'DELETE')`;
  const params = [company.id, ...(types ?? [])];
  const page = range ? `limit ${range[1] - range[0] + 1} offset ${range[0]}` : '';
  const rows = await sql.execute<{ id: string; transaction_date: Date; updated_date: Date | null; is_pending: boolean }[]>(
    `select e.id,
       coalesce((select c.transaction_date from transaction_log_entry c where c.corrects_id = e.id and c.correction in ('REDATE', 'REGISTER') order by c.sequence desc limit 1), e.transaction_date) as transaction_date,
       (select max(c.created_at) from transaction_log_entry c where c.corrects_id = e.id) as updated_date,
       e.is_pending and not exists (select 1 from transaction_log_entry r where r.corrects_id = e.id and r.correction = 'REGISTER') as is_pending
     ${where} order by 2 desc, e.sequence desc ${page}`,
    params,
  );
  const [count] = await sql.execute<{ total: string }[]>(`select count(*)::text as total ${where}`, params);
  const entries = new Map((await em.find(TransactionLogEntry, { id: { $in: rows.map((row) => row.id) } })).map((entry) => [entry.id, entry]));
  return {
    items: rows.map((row) => ({ entry: entries.get(row.id)!, transactionDate: new Date(row.transaction_date), updatedDate: row.updated_date ? new Date(row.updated_date) : null, isPending: row.is_pending })),
    total: Number(count?.total ?? 0),
  };
};
