import { localFileStore, type FileStore } from '@andel/domain/server';
import { createTestDatabase } from '@andel/db/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

export const testAppUrl = 'http://localhost:3000';

/** The real app on its own fresh database and file store (a temporary folder unless one is given), called in-process. */
export const createTestApp = async (env: Record<string, string> = {}, options: { fileStore?: FileStore } = {}) => {
  const database = await createTestDatabase();
  const config = loadConfig({ APP_URL: testAppUrl, ...env });
  const filesDirectory = await mkdtemp(join(tmpdir(), 'andel-files-'));
  const fileStore = options.fileStore ?? localFileStore(filesDirectory);
  const app = createApp({ orm: database.orm, config, serveApps: false, fileStore });
  const close = async () => {
    await database.close();
    await rm(filesDirectory, { recursive: true, force: true });
  };
  return { app, orm: database.orm, databaseUrl: database.url, config, fileStore, filesDirectory, close };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
