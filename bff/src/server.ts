// One process serves everything: `npm start` runs this with `--build-apps`, building the apps meanwhile.
import { migrate, openOrm, seedDemo, startEmbeddedPostgres, demoBankIdNationalId, demoUsers } from '@andel/db';
import { fileStoreConfig, followTranslationNotifications, openFileStore, signingCallbackPath, translationsChanged } from '@andel/domain/server';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { platformSealingCertificate } from './shared/sealing-certificate';
import { loginCallbackPath } from './platform/oidc/oidc.routes';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { createLiveHub } from './live/live-hub';
import { listenForCacheInvalidation } from './shared/cache-invalidation';
import { attachLiveSocket } from './live/live-socket';
import type { Server as HttpServer } from 'node:http';
import { spawn } from 'node:child_process';

const startedAt = Date.now();
const config = loadConfig();

/**
 * `--build-apps` (`npm start`): the apps are built (when their sources changed, `tools/build-apps.ts`) while the
 * database starts, migrates and seeds on the other core; the server listens once both are done.
 */
const appsBuilt = process.argv.includes('--build-apps')
  ? new Promise<void>((done, fail) =>
      spawn(process.execPath, ['--import', 'tsx', 'tools/build-apps.ts'], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'inherit' }).once('exit', (code) =>
        code === 0 ? done() : fail(new Error(`building the apps failed (${code})`)),
      ),
    )
  : Promise.resolve();
// Handled below, once the database is up (and can be stopped).
appsBuilt.catch(() => undefined);

const database = config.DATABASE_URL
  ? { url: config.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres({ dataDir: resolve(config.DATA_DIR, 'pg'), databaseName: 'andel', persistent: true });

const orm = await openOrm(database.url);
await migrate(orm);
const fileStore = openFileStore(fileStoreConfig(config));
// The sealing certificate is read, or generated on first start, before the first request (and the demo's seals).
const sealingCertificate = await platformSealingCertificate(config);
const seeded = config.SEED_DEMO && (await seedDemo(orm, { appUrl: config.appUrl, fileStore, sealingCertificate }));
// OIDC_DEV_PROVIDER: a local OpenID provider plays BankID and MitID (loaded only then).
const localIdentityProvider = config.OIDC_DEV_PROVIDER
  ? await import('./dev/local-identity-provider').then(async ({ startLocalIdentityProvider, localProviderSettings }) => {
      const local = await startLocalIdentityProvider({ redirectUris: [`${config.appUrl}${loginCallbackPath}`, `${config.appUrl}${signingCallbackPath}`] });
      config.oidc = localProviderSettings(local, config.oidc);
      return local;
    })
  : null;
// AI_DEV_SERVER: a local stand-in model serves the assistant when no model is configured (loaded only then).
const localModelServer =
  config.AI_DEV_SERVER && !config.ai
    ? await import('./dev/local-model-server').then(async ({ startLocalModelServer }) => {
        const local = await startLocalModelServer();
        config.ai = local;
        return local;
      })
    : null;
// STATEMENT_FILING_DEV_SERVER: a local stand-in of Skatteetaten's RF-1086 filing API when none is configured (loaded only then).
const localStatementFilingService =
  config.STATEMENT_FILING_DEV_SERVER && !config.STATEMENT_FILING_URL
    ? await import('./dev/local-statement-filing-service').then(async ({ startLocalStatementFilingService }) => {
        const local = await startLocalStatementFilingService();
        Object.assign(config, { STATEMENT_FILING_URL: local.url, STATEMENT_FILING_TOKEN: local.token });
        return local;
      })
    : null;
// EXCHANGE_RATE_DEV_SERVER: a local stand-in of Norges Bank's exchange-rate API when none is configured (loaded only then).
const localExchangeRateService =
  config.EXCHANGE_RATE_DEV_SERVER && !config.EXCHANGE_RATE_URL
    ? await import('./dev/local-exchange-rate-service').then(async ({ startLocalExchangeRateService }) => {
        const local = await startLocalExchangeRateService();
        config.EXCHANGE_RATE_URL = local.url;
        return local;
      })
    : null;
// The job queue in the database; with BACKGROUND_JOBS on, this process takes its share of the background work (which
// may start before the queue is returned: an email queued then waits for the send below).
let queue: JobQueue<'email-outbox' | 'batch-notices'> | null = null;
const emailQueued = () => queue?.send('email-outbox');
const batchNoticesQueued = () => queue?.send('batch-notices');
const jobs = await startJobQueue({ databaseUrl: database.url, jobs: backgroundJobs({ orm, config, fileStore, emailQueued }), work: config.BACKGROUND_JOBS });
queue = jobs;
jobs.send('reminders');
jobs.send('email-outbox');
const live = createLiveHub({ orm });
// What other processes change reaches this process's caches through the database's notifications.
const cacheListener = listenForCacheInvalidation({
  databaseUrl: database.url,
  invalidate: (topic) => {
    if (topic === null || topic === 'translations') translationsChanged();
    live.invalidate(topic);
  },
  listening: (on) => {
    followTranslationNotifications(on);
    live.followNotifications(on);
  },
});
const app = createApp({ orm, config, emailQueued, batchNoticesQueued, fileStore, live, deadLetters: jobs.deadLetters });

await appsBuilt.catch(async (error: Error) => {
  console.error(error.message);
  await orm.close();
  await database.stop();
  process.exit(1);
});
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: '0.0.0.0' }, () => {
  console.log(`\nAndel is running at ${config.appUrl}  (ready in ${Date.now() - startedAt} ms)`);
  console.log(config.DATABASE_URL ? 'Database: DATABASE_URL' : `Database: embedded PostgreSQL in ${resolve(config.DATA_DIR, 'pg')}`);
  console.log(fileStore.kind === 's3' ? 'Files: S3-compatible storage' : `Files: ${resolve(config.DATA_DIR, 'files')}`);
  if (seeded) console.log('Demo data seeded.');
  if (localIdentityProvider)
    console.log(`\nLocal BankID/MitID test provider (OIDC_DEV_PROVIDER) at ${localIdentityProvider.issuer}: national id ${demoBankIdNationalId} signs in as ${demoUsers.board.name}.`);
  if (localModelServer) console.log(`\nLocal AI stand-in model (AI_DEV_SERVER) at ${localModelServer.baseURL}.`);
  if (localStatementFilingService) console.log(`\nLocal RF-1086 filing API stand-in (STATEMENT_FILING_DEV_SERVER) at ${localStatementFilingService.url}.`);
  if (localExchangeRateService) console.log(`\nLocal Norges Bank exchange-rate API stand-in (EXCHANGE_RATE_DEV_SERVER) at ${localExchangeRateService.url}.`);
  if (config.SEED_DEMO) {
    console.log('\nDemo sign-ins:');
    for (const user of Object.values(demoUsers)) console.log(`  ${user.email.padEnd(24)} ${user.password.padEnd(22)} ${user.role}`);
  }
});

const liveSocket = attachLiveSocket({ httpServer: server as HttpServer, orm, config, hub: live, databaseUrl: database.url });

const shutdown = async () => {
  await liveSocket.close();
  await cacheListener.stop();
  server.close();
  await localIdentityProvider?.close();
  await localModelServer?.close();
  await localStatementFilingService?.close();
  await localExchangeRateService?.close();
  await jobs.stop();
  await orm.close();
  await database.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
