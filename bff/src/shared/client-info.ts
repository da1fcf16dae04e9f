import type { ClientInfo } from '@andel/domain/server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's address (the socket's; in-process test requests have none) and user agent. */
export const clientInfo = (c: Context): ClientInfo => {
  let ipAddress = 'unknown';
  try {
    ipAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
  }
  return { ipAddress, userAgent: c.req.header('user-agent') ?? null };
};
