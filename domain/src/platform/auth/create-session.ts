import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { sessionAbsoluteTimeoutMs, signInCodeLifetimeMs } from './auth-constants';
import { hashToken, newToken, sixDigitCode } from './secrets';
import { Session, type SessionState } from './session.entity';

export type ClientInfo = { ipAddress: string; userAgent: string | null };

/** Opens a session; with two-step sign-in it starts OTP_PENDING and the returned code must be emailed. */
export const createSession = ({ em, user, state, client }: { em: EntityManager; user: User; state: SessionState; client: ClientInfo }) => {
  const token = newToken();
  const code = state === 'OTP_PENDING' ? sixDigitCode() : null;
  const now = Date.now();
  // A pending two-step sign-in lives as long as its code; the right code gives the full session its own end.
  const otpExpiresAt = code ? new Date(now + signInCodeLifetimeMs) : null;
  em.create(Session, {
    tokenHash: hashToken(token),
    user,
    state,
    expiresAt: otpExpiresAt ?? new Date(now + sessionAbsoluteTimeoutMs),
    otpHash: code ? hashToken(code) : null,
    otpExpiresAt,
    ipAddress: client.ipAddress.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 400) ?? null,
  });
  return { token, code };
};
