// One process serves everything: `npm start` builds the apps and runs this.
import { migrate, openOrm, seedDemo, startEmbeddedPostgres, demoBankIdNationalId, demoUsers } from '@andel/db';
import { fileStoreConfig, openFileStore, signingCallbackPath } from '@andel/domain/server';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { startFileSweeper } from './file-sweeper';
import { startMailWorker } from './mail-worker';
import { platformSealingCertificate } from './shared/sealing-certificate';
import { loginCallbackPath } from './platform/oidc/oidc.routes';
import { startReminderWorker } from './reminder-worker';
import { createLiveHub } from './live/live-hub';
import { attachLiveSocket } from './live/live-socket';
import type { Server as HttpServer } from 'node:http';

const startedAt = Date.now();
const config = loadConfig();

const database = config.DATABASE_URL
  ? { url: config.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres({ dataDir: resolve(config.DATA_DIR, 'pg'), databaseName: 'andel', persistent: true });

const orm = await openOrm(database.url);
await migrate(orm);
const fileStore = openFileStore(fileStoreConfig(config));
// The sealing certificate is read, or generated on first start, before the first request (and the demo's seals).
const sealingCertificate = await platformSealingCertificate(config);
const seeded = config.SEED_DEMO && (await seedDemo(orm, { appUrl: config.appUrl, fileStore, sealingCertificate }));
const mail = startMailWorker({ orm, config });
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
const sweeper = startFileSweeper({ orm, store: fileStore });
const reminders = startReminderWorker({ orm, config, emailQueued: mail.kick });
const live = createLiveHub({ orm });
const app = createApp({ orm, config, emailQueued: mail.kick, fileStore, live });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: '0.0.0.0' }, () => {
  console.log(`\nAndel is running at ${config.appUrl}  (ready in ${Date.now() - startedAt} ms)`);
  console.log(config.DATABASE_URL ? 'Database: DATABASE_URL' : `Database: embedded PostgreSQL in ${resolve(config.DATA_DIR, 'pg')}`);
  console.log(fileStore.kind === 's3' ? 'Files: S3-compatible storage' : `Files: ${resolve(config.DATA_DIR, 'files')}`);
  if (seeded) console.log('Demo data seeded.');
  if (localIdentityProvider)
    console.log(`\nLocal BankID/MitID test provider (OIDC_DEV_PROVIDER) at ${localIdentityProvider.issuer}: national id ${demoBankIdNationalId} signs in as ${demoUsers.board.name}.`);
  if (localModelServer) console.log(`\nLocal AI stand-in model (AI_DEV_SERVER) at ${localModelServer.baseURL}.`);
  if (config.SEED_DEMO) {
    console.log('\nDemo sign-ins:');
    for (const user of Object.values(demoUsers)) console.log(`  ${user.email.padEnd(24)} ${user.password.padEnd(22)} ${user.role}`);
  }
});

const liveSocket = attachLiveSocket({ httpServer: server as HttpServer, orm, config, hub: live, databaseUrl: database.url });

const shutdown = async () => {
  await liveSocket.close();
  server.close();
  await localIdentityProvider?.close();
  await localModelServer?.close();
  sweeper.stop();
  await reminders.stop();
  await mail.stop();
  await orm.close();
  await database.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
