import { DomainError } from '@andel/domain/shared';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { CookieJar } from './cookies';
import { isOwnOrigin } from './own-origin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Double-submit token plus Origin check on every state-changing call. Hono's csrf() only guards form
 * content types; JSON calls need this. A cross-site page can neither read the cookie nor set the header.
 */
export const csrfProtection = (cookies: CookieJar, appUrl: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cookieToken = cookies.readCsrf(c);
    if (!safeMethods.has(c.req.method)) {
      const headerToken = c.req.header('x-csrf-token');
      const originOk = isOwnOrigin({ origin: c.req.header('origin'), appUrl, requestOrigin: new URL(c.req.url).origin });
      if (!originOk || !cookieToken || !headerToken || !same(cookieToken, headerToken)) throw new DomainError('auth.csrfInvalid');
    }
    if (!cookieToken) cookies.writeCsrf(c, randomBytes(32).toString('base64url'));
    await next();
  });
