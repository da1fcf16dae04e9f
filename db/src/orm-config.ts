import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from '@andel/domain/server';
import { fileURLToPath } from 'node:url';

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

export const ormConfig = (clientUrl: string, options: { pool?: number } = {}) =>
  defineConfig({
    clientUrl,
    // A Unix socket directory given as `?host=` (as libpq and node-postgres read it); MikroORM takes only the URL's host name.
    host: new URL(clientUrl).searchParams.get('host') ?? undefined,
    entities,
    extensions: [Migrator],
    migrations: { path: migrationsPath, pathTs: migrationsPath, glob: '!(*.d).ts', snapshotOnMigrate: false, silent: true },
    pool: { min: 0, max: options.pool ?? 20 },
    // What migration `cache_notifications` adds beside the entities (its notifying triggers and their function, the
    // socket.io PostgreSQL adapter's table) and pg-boss's own schema are no entity's: the schema comparison leaves them.
    schemaGenerator: { skipTables: ['socket_io_attachments'], ignoreTriggers: true, ignoreRoutines: true, ignoreSchema: ['pgboss'] },
    // One identity map per request: handlers fork the entity manager (RequestContext).
    allowGlobalContext: false,
    debug: process.env.DEBUG_SQL === '1',
  });
