import { enforceRateLimits, type RateLimit } from '@andel/domain/server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { clientInfo } from './client-info';

/**
 * A fixed-window limit per caller address, counted in PostgreSQL (`platform/rate-limits`) so it holds across every
 * server process; over it, 429 `auth.tooManyAttempts`.
 */
export const rateLimit = (limit: RateLimit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimits({ em: c.var.em, limits: [{ limit, subject: clientInfo(c).ipAddress }], code: 'auth.tooManyAttempts' });
    await next();
  });
