import { DomainError } from '@andel/domain/shared';
import { resolveSession } from '@andel/domain/server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { CookieJar } from './cookies';

/** Loads the session behind the cookie, if any; a dead cookie is cleared. */
export const loadSession = (cookies: CookieJar) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = cookies.readSession(c);
    const session = token ? await resolveSession({ em: c.var.em, token }) : null;
    if (token && !session) cookies.clearSession(c);
    c.set('sessionToken', session ? token : null);
    c.set('session', session);
    if (session?.state === 'ACTIVE') c.set('user', session.user);
    await next();
  });

/** 401 unless fully signed in (two-step sign-in completed). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.session?.state !== 'ACTIVE') throw new DomainError('auth.notAuthenticated');
  await next();
});

/** A signed-in user whose email address is verified, before anything addressed to it is read: else 403 `auth.emailNotVerified` (the domain checks again). */
export const requireVerifiedUser = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.session?.state !== 'ACTIVE') throw new DomainError('auth.notAuthenticated');
  if (!c.var.user.emailVerified) throw new DomainError('auth.emailNotVerified');
  await next();
});
