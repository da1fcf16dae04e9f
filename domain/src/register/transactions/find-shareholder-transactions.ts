import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import { formatShareNumbers, normalizeIntervals } from '../ledger/share-number-intervals';
import type { TransactionType } from '../log/log-entry-types';
import type { ShareholderTransaction } from './transaction-views';

/**
 * One holder's own transactions as they count today (deleted and correcting entries left out, each at its latest
 * date), per class: the net change and the share numbers received and given. Newest first.
 */
export const findShareholderTransactions = async ({ em, company, shareholderId }: { em: EntityManager; company: Company; shareholderId: string }): Promise<ShareholderTransaction[]> => {
  const rows = await (em as SqlEntityManager).execute<
    { id: string; type: TransactionType; transaction_date: Date; share_class_id: string; quantity: string; number_from: string; number_to: string }[]
  >(
    `select e.id, e.type, e.sequence, p.share_class_id, p.quantity::text as quantity, p.number_from::text as number_from, p.number_to::text as number_to,
       coalesce((select c.transaction_date from transaction_log_entry c where c.corrects_id = e.id and c.correction in ('REDATE', 'REGISTER') order by c.sequence desc limit 1), e.transaction_date) as transaction_date
       from posting p join transaction_log_entry e on e.id = p.entry_id
      where p.company_id = ? and p.shareholder_id = ? and e.correction is null
        and not exists (select 1 from transaction_log_entry d where d.corrects_id = e.id and d.correction = 'DELETE')
      order by transaction_date desc, e.sequence desc, p.id`,
    [company.id, shareholderId],
  );
  const byEntryAndClass = new Map<string, { row: (typeof rows)[number]; change: bigint; received: { from: bigint; to: bigint }[]; given: { from: bigint; to: bigint }[] }>();
  for (const row of rows) {
    const key = `${row.id}:${row.share_class_id}`;
    const line = byEntryAndClass.get(key) ?? { row, change: 0n, received: [], given: [] };
    const quantity = BigInt(row.quantity);
    line.change += quantity;
    (quantity > 0n ? line.received : line.given).push({ from: BigInt(row.number_from), to: BigInt(row.number_to) });
    byEntryAndClass.set(key, line);
  }
  return [...byEntryAndClass.values()].map(
    ({ row, change, received, given }): ShareholderTransaction => ({
      transactionlogId: row.id,
      transactionType: row.type,
      transactionDate: new Date(row.transaction_date).toISOString(),
      shareTypeId: row.share_class_id,
      change: change.toString(),
      received: formatShareNumbers(normalizeIntervals(received)),
      given: formatShareNumbers(normalizeIntervals(given)),
    }),
  );
};
