import { createTestDatabase } from '@andel/db/testing';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

export const testAppUrl = 'http://localhost:3000';

/** The real app on its own fresh database, called in-process. */
export const createTestApp = async (env: Record<string, string> = {}) => {
  const database = await createTestDatabase();
  const config = loadConfig({ APP_URL: testAppUrl, ...env });
  const app = createApp({ orm: database.orm, config, serveApps: false });
  return { app, orm: database.orm, config, close: database.close };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
