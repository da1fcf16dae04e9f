import type { FileStore } from '@andel/domain/server';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { LiveHub } from '../live/live-hub';
import type { AppEnv } from './app-env';
import type { CookieJar } from './cookies';

/** What every BFF's routes get from the server: configuration, cookies, a nudge for the mail worker, the file store and the live meeting's broadcaster. */
export type BffDeps = { config: Config; cookies: CookieJar; emailQueued: () => void; fileStore: FileStore; live: LiveHub };

export const newRouter = () => new Hono<AppEnv>();
