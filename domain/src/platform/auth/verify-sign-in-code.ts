import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { signInCodeMaxAttempts } from './auth-constants';
import { hashToken } from './secrets';
import { Session } from './session.entity';

/** Completes two-step sign-in. Too many wrong codes end the pending session. */
export const verifySignInCode = async ({ em, token, otp }: { em: EntityManager; token: string; otp: string }): Promise<void> => {
  const session = await em.findOne(Session, { tokenHash: hashToken(token), state: 'OTP_PENDING' });
  if (!session) throw new DomainError('auth.notAuthenticated');
  const expired = !session.otpExpiresAt || session.otpExpiresAt.getTime() <= Date.now();
  if (expired || session.otpHash !== hashToken(otp)) {
    session.otpAttempts += 1;
    if (session.otpAttempts >= signInCodeMaxAttempts) em.remove(session);
    await em.flush();
    throw new DomainError('auth.invalidOtp');
  }
  session.state = 'ACTIVE';
  session.otpHash = null;
  session.otpExpiresAt = null;
  await em.flush();
};
