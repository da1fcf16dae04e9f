import { DomainError } from '@andel/domain/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { clientInfo } from './client-info';

/** A fixed-window limit per caller address, kept in memory (one process; see docs/decisions.md). */
export const rateLimit = ({ windowMs, max }: { windowMs: number; max: number }) => {
  const windows = new Map<string, { start: number; count: number }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = clientInfo(c).ipAddress;
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
    } else if (++window.count > max) {
      throw new DomainError('auth.tooManyAttempts');
    }
    await next();
  });
};
