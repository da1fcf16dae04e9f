import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openOrm } from '../src/database';

export const templateDatabase = 'andel_template';

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
    close: async () => {
      await orm.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
