import type { EntityManager } from '@mikro-orm/core';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { runBound } from './run-bound';

/** A value in PostgreSQL's COPY text format: `\N` for null, backslash, tab and line breaks escaped. */
export const copyValue = (value: string | number | bigint | null): string =>
  value === null ? '\\N' : typeof value === 'string' ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value.toString();

/**
 * `copy <table> (<columns>) from stdin` on the entity manager's own connection (its transaction's), fed with COPY
 * text a chunk at a time as `chunks` yields it: the next chunk is built while PostgreSQL takes the last
 * (backpressure bounds what is held). The statement is handed to pg as a submittable in place of its text, which
 * pg's `query` takes and queues on that connection like any statement. A chunk that throws aborts the COPY
 * (CopyFail), which fails the caller's transaction.
 */
export const copyRows = async (tx: EntityManager, table: string, columns: readonly string[], chunks: Iterable<string> | AsyncIterable<string>): Promise<void> => {
  const copy = copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`);
  await runBound(tx, copy as unknown as string, []);
  await pipeline(Readable.from(chunks, { highWaterMark: 2 }), copy);
};
