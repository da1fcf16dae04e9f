import type { EntityManager, EntityName, EntityProperty } from '@mikro-orm/core';
import { runBound } from './run-bound';

/** Rows per statement: a batch travels as one JSON parameter, so PostgreSQL's 65,535 bind parameters do not limit it. */
const batchSize = 5_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** JSON with bigints (share counts) as strings, as the stored rows and the log's canonical form write them. */
export const jsonText = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));

/** The quoted columns that hold an entity's properties (a relation: its id column). */
export const columnsOf = (tx: EntityManager, entity: EntityName<object>, properties: readonly string[]): string[] => {
  const byName = tx.getMetadata().get(entity).properties as Record<string, EntityProperty>;
  return properties.map((property) => quoted(byName[property]!.fieldNames[0]!));
};

/**
 * Inserts items as plain rows (`rowOf` keys them by property name, a relation by its id) set-based, for bulk loads that the
 * unit of work is not made for (it tracks and diffs every entity it creates). Each batch is one
 * `insert ... select` from `jsonb_populate_recordset`, in the rows' order, on the transaction's connection.
 * Every row has the first row's properties; rows are made a batch at a time. `into` names another table with these columns (a staging table).
 */
export const bulkInsert = async <T>(
  tx: EntityManager,
  entity: EntityName<object>,
  items: readonly T[],
  rowOf: (item: T, index: number) => Record<string, unknown>,
  into?: string,
): Promise<void> => {
  if (items.length === 0) return;
  const meta = tx.getMetadata().get(entity);
  const properties = Object.keys(rowOf(items[0]!, 0));
  const columns = columnsOf(tx, entity, properties);
  const list = columns.join(', ');
  const statement = `insert into ${quoted(into ?? meta.tableName)} (${list})
    select ${list} from jsonb_populate_recordset(null::${quoted(meta.tableName)}, $1::jsonb) with ordinality as r order by r.ordinality`;
  const names = columns.map((column) => column.slice(1, -1));
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize).map((item, offset) => {
      const row = rowOf(item, start + offset);
      return Object.fromEntries(properties.map((property, index) => [names[index], row[property]]));
    });
    await runBound(tx, statement, [jsonText(batch)]);
  }
};
