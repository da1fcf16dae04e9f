import { createTestDatabase } from '@andel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import { consumeRateLimit, enforceRateLimits, rateLimitHits } from './consume-rate-limit';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { name: 'test.hour', windowMs: 60 * 60_000, max: 3 };
const at = (iso: string) => new Date(iso);

describe('the PostgreSQL rate limiter', () => {
  it('counts every hit of concurrent callers exactly, as another process would', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit({ em: database.orm.em.fork(), limit, subject: 'concurrent', now: at('2026-11-28T10:05:00Z') })));
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('refuses with the code past the maximum, and opens a new window when the hour turns', async () => {
    const em = database.orm.em.fork();
    const hit = (now: Date) => enforceRateLimits({ em, limits: [{ limit, subject: 'one' }], code: 'rateLimits.emailLimitReached', now });
    for (let index = 0; index < 3; index++) await hit(at('2026-11-28T11:10:00Z'));
    await expect(hit(at('2026-11-28T11:59:59Z'))).rejects.toThrow(new DomainError('rateLimits.emailLimitReached'));
    await expect(hit(at('2026-11-28T12:00:00Z'))).resolves.toBeUndefined();
  });

  it('weighs a call by its cost, and a rolled-back command takes its hits back', async () => {
    const em = database.orm.em.fork();
    await expect(
      em.transactional((tx) => enforceRateLimits({ em: tx, limits: [{ limit, subject: 'batch' }], cost: 4, code: 'rateLimits.emailLimitReached', now: at('2026-11-28T13:00:00Z') })),
    ).rejects.toThrow('rateLimits.emailLimitReached');
    expect(await consumeRateLimit({ em, limit, subject: 'batch', cost: 3, now: at('2026-11-28T13:30:00Z') })).toBe(3);
  });

  it('reads the current window without counting a hit', async () => {
    const em = database.orm.em.fork();
    const now = at('2026-11-28T14:10:00Z');
    expect(await rateLimitHits({ em, limit, subject: 'read', now })).toBe(0);
    await consumeRateLimit({ em, limit, subject: 'read', cost: 2, now });
    expect(await rateLimitHits({ em, limit, subject: 'read', now })).toBe(2);
    expect(await rateLimitHits({ em, limit, subject: 'read', now })).toBe(2);
    expect(await rateLimitHits({ em, limit, subject: 'read', now: at('2026-11-28T15:00:00Z') })).toBe(0);
  });

  it('sweeps expired windows when a new one opens', async () => {
    const em = database.orm.em.fork();
    await consumeRateLimit({ em, limit, subject: 'old', now: at('2026-01-01T00:00:00Z') });
    await consumeRateLimit({ em, limit, subject: 'new', now: at('2027-01-01T00:00:00Z') });
    const rows = await runBound<{ key: string }>(em, `select key from rate_limit_window where key = 'test.hour:old'`, []);
    expect(rows).toEqual([]);
  });
});
