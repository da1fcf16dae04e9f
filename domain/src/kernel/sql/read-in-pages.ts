import type { EntityManager } from '@mikro-orm/core';
import { runBound } from './run-bound';

let cursors = 0;

/**
 * A query's rows a page at a time through a server-side cursor: PostgreSQL sorts once and each `fetch` answers
 * the next page, so only one page is in memory. `tx` must be a transaction (the cursor closes with it); each call
 * opens its own cursor, so a caller may read the same rows twice.
 */
export async function* readInPages<Row>(tx: EntityManager, query: string, parameters: readonly unknown[], pageSize = 2_000): AsyncGenerator<Row[]> {
  const cursor = `pages_${++cursors}`;
  await runBound(tx, `declare ${cursor} no scroll cursor for ${query}`, parameters);
  for (;;) {
    const rows = await runBound<Row>(tx, `fetch forward ${pageSize} from ${cursor}`, []);
    if (rows.length === 0) return;
    yield rows;
  }
}
