import type { EntityManager } from '@mikro-orm/core';
import { sessionIdleTimeoutMs } from './auth-constants';
import { hashToken } from './secrets';
import { Session } from './session.entity';

// Writing lastSeenAt on every request would turn reads into writes; a minute's precision is enough for the idle timeout.
const touchIntervalMs = 60 * 1000;

/** The live session behind a cookie token, or null when unknown, expired or idle too long (then it is deleted). */
export const resolveSession = async ({ em, token }: { em: EntityManager; token: string }): Promise<Session | null> => {
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + sessionIdleTimeoutMs <= now) {
    await em.nativeDelete(Session, { tokenHash: session.tokenHash });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > touchIntervalMs) {
    await em.nativeUpdate(Session, { tokenHash: session.tokenHash }, { lastSeenAt: new Date(now) });
  }
  return session;
};
