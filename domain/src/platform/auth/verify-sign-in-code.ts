import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { sessionAbsoluteTimeoutMs, signInCodeMaxAttempts } from './auth-constants';
import type { ClientInfo } from './create-session';
import { rememberDevice } from './known-devices';
import { hashToken } from './secrets';
import { Session } from './session.entity';
import { recordFailedSignIn } from './sign-in';

/**
 * Completes two-step sign-in. A wrong code counts against the pending sign-in (the fifth, across resends, ends it) and
 * as a failed sign-in of the account and the address; an expired one ends it. The right code opens a full session and
 * remembers the browser; answers the device token for its cookie.
 */
export const verifySignInCode = async ({
  em,
  token,
  otp,
  client,
  deviceToken,
}: {
  em: EntityManager;
  token: string;
  otp: string;
  client: ClientInfo;
  deviceToken?: string | null;
}): Promise<{ deviceToken: string }> => {
  const session = await em.findOne(Session, { tokenHash: hashToken(token), state: 'OTP_PENDING' }, { populate: ['user'] });
  if (!session) throw new DomainError('auth.notAuthenticated');
  const expired = !session.otpExpiresAt || session.otpExpiresAt.getTime() <= Date.now() || session.expiresAt.getTime() <= Date.now();
  if (expired) {
    await em.nativeDelete(Session, { tokenHash: session.tokenHash });
    throw new DomainError('auth.invalidOtp');
  }
  if (session.otpHash !== hashToken(otp)) {
    session.otpAttempts += 1;
    if (session.otpAttempts >= signInCodeMaxAttempts) em.remove(session);
    await em.flush();
    await recordFailedSignIn(em, session.user.email, client.ipAddress);
    throw new DomainError('auth.invalidOtp');
  }
  return em.transactional(async (tx) => {
    const now = Date.now();
    await tx.nativeUpdate(
      Session,
      { tokenHash: session.tokenHash, state: 'OTP_PENDING' },
      { state: 'ACTIVE', otpHash: null, otpExpiresAt: null, expiresAt: new Date(now + sessionAbsoluteTimeoutMs), lastSeenAt: new Date(now) },
    );
    return { deviceToken: await rememberDevice({ em: tx, user: session.user, deviceToken }) };
  });
};
