import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openOrm } from '../src/database';

export const templateDatabase = 'andel_template';

/** Waits for `work` at most `ms` milliseconds; a failure of it is not the test's. */
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/** A fresh, migrated database for one test file, cloned from the template; dropped by `close`. */
export const createTestDatabase = async (): Promise<{ orm: MikroORM; url: string; close: () => Promise<void> }> => {
  const serverUrl = inject('testDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await openOrm(url.toString(), { pool: 10 });
  return {
    orm,
    url: url.toString(),
    // Bounded: work a test left running can hold a pooled connection, and a loaded machine can hold the drop (a
    // checkpoint); the forced drop ends what is left, and the server is thrown away after the run anyway.
    close: async () => {
      await within(15_000, orm.close());
      await within(30_000, admin.query(`drop database if exists ${name} with (force)`));
      await admin.end().catch(() => undefined);
    },
  };
};
