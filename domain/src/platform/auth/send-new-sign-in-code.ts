import type { EntityManager } from '@mikro-orm/core';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { signInCodeLifetimeMs, signInCodeMaxResends } from './auth-constants';
import { hashToken, sixDigitCode } from './secrets';
import { Session } from './session.entity';

/**
 * Sends a pending sign-in a new code, at most `signInCodeMaxResends` times (then 429 `auth.tooManyAttempts`). The wrong
 * tries so far still count, and the pending sign-in ends with the new code.
 */
export const sendNewSignInCode = async ({ em, token }: { em: EntityManager; token: string }): Promise<void> =>
  em.transactional(async (tx) => {
    const session = await tx.findOne(Session, { tokenHash: hashToken(token), state: 'OTP_PENDING', expiresAt: { $gt: new Date() } }, { populate: ['user'] });
    if (!session) throw new DomainError('auth.notAuthenticated');
    if (session.otpResends >= signInCodeMaxResends) throw new DomainError('auth.tooManyAttempts');
    const code = sixDigitCode();
    session.otpHash = hashToken(code);
    session.otpExpiresAt = new Date(Date.now() + signInCodeLifetimeMs);
    session.expiresAt = session.otpExpiresAt;
    session.otpResends += 1;
    const user = session.user;
    queueEmail({ em: tx, to: user.email, language: user.language, template: 'signInCode', params: { name: user.name, code } });
  });
