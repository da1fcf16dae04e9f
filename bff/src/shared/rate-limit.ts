import { consumeRateLimit, DomainError, enforceRateLimits, rateLimitHits, type RateLimit } from '@andel/domain/server';
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

/** Answers that name no link: an unknown or ended token. */
const missed = (status: number) => status === 404 || status === 410;

/**
 * The limit for routes reached by a personal link's unguessable token: an address past `max` misses in the window is
 * refused (429 `auth.tooManyAttempts`), but only misses count. A company's holders behind one office address, each
 * with the notice or the live meeting open (which poll), are never refused, while guessing tokens still is.
 */
export const linkGuessLimit = (limit: RateLimit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const subject = clientInfo(c).ipAddress;
    if ((await rateLimitHits({ em: c.var.em, limit, subject })) >= limit.max) throw new DomainError('auth.tooManyAttempts');
    await next();
    if (missed(c.res.status)) await consumeRateLimit({ em: c.var.em, limit, subject });
  });
