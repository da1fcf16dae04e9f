import { DomainError } from '@andel/domain/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../../shared/app-env';
import { requireUser } from '../../../shared/session';

/** 401 without a session, 403 for anyone but a super-admin. */
export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) =>
  requireUser(c, async () => {
    if (!c.var.user.superAdmin) throw new DomainError('access.forbidden');
    await next();
  }),
);
