import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from './app-env';
import type { CookieJar } from './cookies';

/** What every BFF's routes get from the server: configuration, cookies, and a nudge for the mail worker. */
export type BffDeps = { config: Config; cookies: CookieJar; emailQueued: () => void };

export const newRouter = () => new Hono<AppEnv>();
