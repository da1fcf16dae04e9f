import type { Context, MiddlewareHandler } from 'hono';

const framableHeader = 'x-andel-framable';

/** Marks a response the app's own pages may show in a frame (an archive file's preview). */
export const allowSameOriginFrame = (c: Context) => c.header(framableHeader, 'same-origin');

/**
 * Every response refuses to be framed (`X-Frame-Options: DENY`, `frame-ancestors 'none'`), except those marked by
 * `allowSameOriginFrame`, which the app's own pages may frame (SAMEORIGIN, `frame-ancestors 'self'`). Placed before the
 * secure-headers middleware, so it adjusts what that one set on the way out.
 */
export const sameOriginFrames: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has(framableHeader)) return;
  c.res.headers.delete(framableHeader);
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy) c.res.headers.set('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
};
