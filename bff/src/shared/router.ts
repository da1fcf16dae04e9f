import type { FileStore } from '@andel/domain/server';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import type { LiveHub } from '../live/live-hub';
import type { AppEnv } from './app-env';
import type { CookieJar } from './cookies';

/**
 * What every BFF's routes get from the server: configuration, cookies, a nudge for the outbox's job, the file store, the
 * live meeting's broadcaster, and the job queue's dead letters (none where no queue runs, as in most tests).
 */
export type BffDeps = { config: Config; cookies: CookieJar; emailQueued: () => void; batchNoticesQueued: () => void; fileStore: FileStore; live: LiveHub; deadLetters: JobQueue['deadLetters'] };

export const newRouter = () => new Hono<AppEnv>();
