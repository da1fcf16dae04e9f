import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isDomainError } from '../../kernel/errors/domain-error';
import { PublicRegisterLoad } from './public-register-load.entity';
import { copyColumns, publicRegisterCopyRows, type CopyRowsCounts } from './public-register-copy-rows';

/** How often the running load's progress is written for the back office to poll. */
const progressEveryMs = 1_000;

type Options = {
  em: EntityManager;
  loadId: string;
  year: number;
  /** The extract, read once from its start. */
  source: Readable;
};

const progressOf = (counts: CopyRowsCounts) => ({
  rowsRead: counts.rowsRead,
  rowsLoaded: counts.rowsLoaded,
  rowsRefused: counts.rowsRefused,
  refusalCounts: counts.refusalCounts,
  refusedRows: counts.refusedRows,
});

/** The loaded rows replace the year's in one transaction: the year's readers see the old rows or the new, never a mix. */
const swapIntoYear = async (client: PoolClient, loadId: string, year: number, counts: CopyRowsCounts, bytesRead: number) => {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock(hashtext($1), $2)', ['public_register_holding', year]);
    await client.query('delete from public_register_holding where year = $1', [year]);
    await client.query('insert into public_register_holding select * from public_register_staging');
    await client.query(
      `update public_register_load set status = 'loaded', bytes_read = $2, rows_read = $3, rows_loaded = $4, rows_refused = $5,
         refusal_counts = $6, refused_rows = $7, updated_at = now(), finished_at = now() where id = $1`,
      [loadId, bytesRead, counts.rowsRead, counts.rowsLoaded, counts.rowsRefused, JSON.stringify(counts.refusalCounts), JSON.stringify(counts.refusedRows)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
};

/**
 * Loads one year's extract (seed: `reimportshaholderdata` reads it): streamed from `source` through the row
 * reader into a session-local staging table by PostgreSQL COPY (backpressure all the way, so only a chunk is in
 * memory at a time), then swapped into the year in one transaction. The load's progress is written every second;
 * a failure (a refused header, a broken stream, a database error) marks the load failed with its code and leaves
 * the year's previous rows as they were. Resolves when the load is finished either way, and never rejects.
 */
export const loadPublicRegister = async ({ em, loadId, year, source }: Options): Promise<void> => {
  const pool = (await (em as SqlEntityManager).getConnection().getNativeClient()) as Pool;
  const client = await pool.connect();
  const { stream: rows, counts } = publicRegisterCopyRows(year);
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      callback(null, chunk);
    },
  });
  const progress = setInterval(() => {
    void em.fork().nativeUpdate(PublicRegisterLoad, { id: loadId, status: 'running' }, { bytesRead, ...progressOf(counts), updatedAt: new Date() }).catch(() => undefined);
  }, progressEveryMs);
  let failed = false;
  try {
    await client.query('create temporary table public_register_staging (like public_register_holding)');
    await pipeline(source, counter, rows, client.query(copyFrom(`copy public_register_staging (${copyColumns.join(', ')}) from stdin`)));
    clearInterval(progress);
    await swapIntoYear(client, loadId, year, counts, bytesRead);
  } catch (error) {
    failed = true;
    clearInterval(progress);
    source.destroy();
    const errorCode = isDomainError(error) ? error.code : 'general-error';
    // Not recorded (the database is gone): the load stays running until taken as dead.
    await em
      .fork()
      .nativeUpdate(PublicRegisterLoad, { id: loadId }, { status: 'failed', errorCode, bytesRead, ...progressOf(counts), updatedAt: new Date(), finishedAt: new Date() })
      .catch(() => undefined);
  }
  // A connection that failed mid-COPY is closed rather than handed back to the pool (its temporary table goes with it).
  const dropped = !failed && (await client.query('drop table if exists public_register_staging').then(() => true, () => false));
  client.release(dropped ? undefined : true);
};
