import type { EntityManager, EntityName, EntityProperty } from '@mikro-orm/core';
import { copyRows, copyValue } from './copy-rows';

/** Rows of COPY text built at a time. */
const batchSize = 2_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** JSON with bigints (share counts) as strings, as the stored rows and the log's canonical form write them. */
export const jsonText = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));

/** The quoted columns that hold an entity's properties (a relation: its id column). */
export const columnsOf = (tx: EntityManager, entity: EntityName<object>, properties: readonly string[]): string[] => {
  const byName = tx.getMetadata().get(entity).properties as Record<string, EntityProperty>;
  return properties.map((property) => quoted(byName[property]!.fieldNames[0]!));
};

/** A value as the text PostgreSQL reads into its column (JSON for json columns, ISO for dates); null stays null. */
const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return jsonText(value);
  return String(value);
};

/**
 * Inserts items as plain rows (`rowOf` keys them by property name, a relation by its id) set-based, for bulk loads that the
 * unit of work is not made for (it tracks and diffs every entity it creates): one COPY on the transaction's
 * connection (`copyRows`), in the rows' order, each batch's text built while PostgreSQL takes the one before.
 * Every row has the first row's properties. `into` names another table with these columns (a staging table).
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
  const batches = function* () {
    for (let start = 0; start < items.length; start += batchSize) {
      let text = '';
      for (let index = start; index < Math.min(items.length, start + batchSize); index++) {
        const row = rowOf(items[index]!, index);
        text += properties.map((property) => copyValue(textOf(row[property]))).join('\t') + '\n';
      }
      yield text;
    }
  };
  await copyRows(tx, quoted(table), columnsOf(tx, entity, properties), batches());
};
