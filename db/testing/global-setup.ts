import type { TestProject } from 'vitest/node';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { migrate, openOrm } from '../src/database';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { templateDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases; the migrated template is `andel_template`. */
    testDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole test run (TEST_DATABASE_URL, or an embedded one), with a migrated template
 * database that each integration test file clones: real PostgreSQL, isolated files, no re-migration.
 */
export default async function setup(project: TestProject) {
  const dataDir = resolve('.data', `test-pg-${process.pid}`);
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir, databaseName: 'postgres', persistent: false, fast: true });

  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();

  const templateUrl = new URL(server.url);
  templateUrl.pathname = `/${templateDatabase}`;
  const orm = await openOrm(templateUrl.toString(), { pool: 2 });
  await migrate(orm);
  await orm.close();

  project.provide('testDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
