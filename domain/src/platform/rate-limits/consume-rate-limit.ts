import type { EntityManager } from '@mikro-orm/core';
import type { ErrorCode } from '../../collected/error-codes';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';

/** A limit: at most `max` hits in each fixed window of `windowMs`, named so its windows are told apart. */
export type RateLimit = { name: string; windowMs: number; max: number };

/** Expired windows are swept at most this often by each process, by the call that opens a new window. */
const sweepEveryMs = 10 * 60_000;
let lastSweep = 0;

const sweepExpiredWindows = async (em: EntityManager, now: Date) => {
  lastSweep = now.getTime();
  await runBound(em, 'delete from rate_limit_window where ctid in (select ctid from rate_limit_window where expires_at < $1 limit 5000)', [now]);
};

const windowStartOf = (limit: RateLimit, now: Date) => new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/** The hits counted so far in the limit's current window for the subject, counting none. */
export const rateLimitHits = async ({ em, limit, subject, now = new Date() }: { em: EntityManager; limit: RateLimit; subject: string; now?: Date }): Promise<number> => {
  const [row] = await runBound<{ hits: number }>(em, 'select hits from rate_limit_window where key = $1 and window_start = $2', [`${limit.name}:${subject}`, windowStartOf(limit, now)]);
  return row?.hits ?? 0;
};

/**
 * Counts `cost` hits against the limit's current window for the subject, in one atomic upsert (so concurrent calls
 * in any process count exactly), and answers the window's count after them. On the caller's transaction when it has
 * one: a refused command that rolls back takes its hits back.
 */
export const consumeRateLimit = async ({ em, limit, subject, cost = 1, now = new Date() }: { em: EntityManager; limit: RateLimit; subject: string; cost?: number; now?: Date }): Promise<number> => {
  const windowStart = windowStartOf(limit, now);
  const [row] = await runBound<{ hits: number; opened: boolean }>(
    em,
    `insert into rate_limit_window (key, window_start, hits, expires_at) values ($1, $2, $3, $4)
     on conflict (key, window_start) do update set hits = rate_limit_window.hits + excluded.hits
     returning hits, (xmax = 0) as opened`,
    [`${limit.name}:${subject}`, windowStart, cost, new Date(windowStart.getTime() + limit.windowMs)],
  );
  if (row!.opened && now.getTime() - lastSweep > sweepEveryMs) await sweepExpiredWindows(em, now);
  return row!.hits;
};

/** Counts the hits against every limit and refuses with `code` when any of them is now over its maximum. */
export const enforceRateLimits = async ({ em, limits, cost = 1, code, now }: { em: EntityManager; limits: { limit: RateLimit; subject: string }[]; cost?: number; code: ErrorCode; now?: Date }) => {
  for (const { limit, subject } of limits) {
    if ((await consumeRateLimit({ em, limit, subject, cost, now })) > limit.max) throw new DomainError(code);
  }
};
