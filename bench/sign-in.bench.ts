// Sign-in latency (argon2id verification dominates) and the portfolio call of a signed-in admin, in process.
import { createApp } from '@andel/bff';
import { demoUsers, migrate, openOrm, seedDemo, startEmbeddedPostgres } from '@andel/db';
import { rm } from 'node:fs/promises';
import { loadConfig } from '../bff/src/config';
import { TestClient } from '../bff/testing/test-client';
import { summarize, time } from './stats';

const dataDir = '../.data/bench-sign-in';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
await seedDemo(orm);
const app = createApp({ orm, config: loadConfig({ APP_URL: 'http://localhost:3000' }), serveApps: false });

const signIns: number[] = [];
for (let i = 0; i < 20; i++) {
  const client = new TestClient(app);
  await client.get('/api/auth/status');
  const [ms] = await time(() => client.signIn(demoUsers.admin.email, demoUsers.admin.password));
  signIns.push(ms);
}
const client = new TestClient(app);
await client.signIn(demoUsers.admin.email, demoUsers.admin.password);
const portfolio: number[] = [];
for (let i = 0; i < 200; i++) portfolio.push((await time(() => client.get('/api/portfolio')))[0]);

console.log('sign-in (argon2id m=19MiB t=2 p=1)', summarize(signIns));
console.log('GET /api/portfolio (3 companies)', summarize(portfolio));
await orm.close();
await database.stop();
