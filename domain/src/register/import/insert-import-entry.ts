import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { runBound } from '../../kernel/sql/run-bound';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { columnsOf, jsonText } from '../../kernel/sql/bulk-insert';

/** Allocations sent a batch at a time. */
const batchSize = 5_000;

/**
 * Inserts the import's log entry row (property names as keys, relations by id). Its payload names every holder
 * (`shareAllocation`): the allocations go to a temporary table a batch at a time and PostgreSQL joins them into
 * the payload in their order, so the payload of 100,000 holders is never one JSON text of tens of megabytes here
 * (nor the driver's copies of it). The stored payload is the same JSON as written whole.
 */
export const insertImportEntry = async (tx: EntityManager, row: Record<string, unknown> & { payload: Record<string, unknown> }): Promise<void> => {
  const { shareAllocation, ...payload } = row.payload;
  if (!Array.isArray(shareAllocation)) throw new Error('An import entry names its holders in shareAllocation');
  const sql = tx as SqlEntityManager;
  await sql.execute('create temporary table import_allocation (position int primary key, line jsonb not null) on commit drop');
  for (let start = 0; start < shareAllocation.length; start += batchSize)
    await runBound(tx, 'insert into import_allocation select $2::int + ordinality, value from jsonb_array_elements($1::jsonb) with ordinality', [
      jsonText(shareAllocation.slice(start, start + batchSize)),
      start,
    ]);
  const properties = Object.keys(row);
  const columns = columnsOf(tx, TransactionLogEntry, properties);
  const values = columns.map((column, index) =>
    properties[index] === 'payload' ? `r.${column} || jsonb_build_object('shareAllocation', (select jsonb_agg(line order by position) from import_allocation))` : `r.${column}`,
  );
  await runBound(tx, `insert into transaction_log_entry (${columns.join(', ')}) select ${values.join(', ')} from jsonb_populate_record(null::transaction_log_entry, $1::jsonb) r`, [
    jsonText(Object.fromEntries(properties.map((property, index) => [columns[index]!.slice(1, -1), property === 'payload' ? payload : row[property]]))),
  ]);
  await sql.execute('drop table import_allocation');
};
