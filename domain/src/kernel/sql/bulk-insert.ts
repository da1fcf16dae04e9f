import type { EntityManager, EntityName, EntityProperty } from '@mikro-orm/core';
import { runBound } from './run-bound';

/** Rows per statement: a batch travels as one array parameter per column, so PostgreSQL's 65,535 bind parameters do not limit it. */
const batchSize = 10_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** JSON with bigints (share counts) as strings, as the stored rows and the log's canonical form write them. */
export const jsonText = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));

/** The quoted columns that hold an entity's properties (a relation: its id column). */
export const columnsOf = (tx: EntityManager, entity: EntityName<object>, properties: readonly string[]): string[] => {
  const byName = tx.getMetadata().get(entity).properties as Record<string, EntityProperty>;
  return properties.map((property) => quoted(byName[property]!.fieldNames[0]!));
};

type ColumnType = { name: string; type: string };

/** The columns' SQL types as the table declares them (`character varying(100)`, `uuid`, an enum's type, ...). */
const columnTypesOf = async (tx: EntityManager, table: string): Promise<Map<string, string>> =>
  new Map(
    (
      await runBound<ColumnType>(tx, 'select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped', [
        quoted(table),
      ])
    ).map(({ name, type }) => [name, type]),
  );

/** A value as the text PostgreSQL reads into its column (JSON for json columns, ISO for dates); null stays null. */
const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return jsonText(value);
  return String(value);
};

/**
 * Inserts items as plain rows (`rowOf` keys them by property name, a relation by its id) set-based, for bulk loads that the
 * unit of work is not made for (it tracks and diffs every entity it creates). Each batch is one
 * `insert ... select` from `unnest` of one array per column (typed as the table's columns), in the rows' order, on
 * the transaction's connection: PostgreSQL reads arrays far faster than it takes rows apart from one JSON text.
 * Every row has the first row's properties; rows are made a batch at a time, the next while the last is inserted. `into` names another table with these columns (a staging table).
 */
export const bulkInsert = async <T>(
  tx: EntityManager,
  entity: EntityName<object>,
  items: readonly T[],
  rowOf: (item: T, index: number) => Record<string, unknown>,
  into?: string,
): Promise<void> => {
  if (items.length === 0) return;
  const table = into ?? tx.getMetadata().get(entity).tableName;
  const properties = Object.keys(rowOf(items[0]!, 0));
  const columns = columnsOf(tx, entity, properties);
  const types = await columnTypesOf(tx, table);
  const arrays = columns.map((column, index) => `$${index + 1}::${types.get(column.slice(1, -1))}[]`);
  const statement = `insert into ${quoted(table)} (${columns.join(', ')})
    select ${columns.map((_column, index) => `c${index}`).join(', ')} from unnest(${arrays.join(', ')}) with ordinality as r(${columns.map((_column, index) => `c${index}`).join(', ')}, position) order by position`;
  // Pipelined: the next batch's arrays are built while PostgreSQL inserts the one before (the two share the machine's cores).
  let running: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < items.length; start += batchSize) {
    const values = properties.map((): (string | null)[] => []);
    items.slice(start, start + batchSize).forEach((item, offset) => {
      const row = rowOf(item, start + offset);
      properties.forEach((property, index) => values[index]!.push(textOf(row[property])));
    });
    await running;
    running = runBound(tx, statement, values);
    // Handled when awaited; until then a failure must not count as unhandled. The statement goes out before the next batch is built.
    running.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await running;
};
