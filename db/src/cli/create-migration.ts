// Generates a migration from the difference between the entities and the committed schema snapshot.
// Runs against a throwaway embedded PostgreSQL so no setup is needed.
import { rm } from 'node:fs/promises';
import { migrate, openOrm } from '../database';
import { startEmbeddedPostgres } from '../embedded-postgres';

const dataDir = new URL('../../../.data/migration-pg', import.meta.url).pathname;
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
try {
  await migrate(orm);
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
} finally {
  await orm.close();
  await database.stop();
}
