import type { EntityManager } from '@mikro-orm/core';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { signInCodeLifetimeMs } from './auth-constants';
import { hashToken, sixDigitCode } from './secrets';
import { Session } from './session.entity';

export const sendNewSignInCode = async ({ em, token }: { em: EntityManager; token: string }): Promise<void> =>
  em.transactional(async (tx) => {
    const session = await tx.findOne(Session, { tokenHash: hashToken(token), state: 'OTP_PENDING' }, { populate: ['user'] });
    if (!session) throw new DomainError('auth.notAuthenticated');
    const code = sixDigitCode();
    session.otpHash = hashToken(code);
    session.otpExpiresAt = new Date(Date.now() + signInCodeLifetimeMs);
    session.otpAttempts = 0;
    const user = session.user;
    queueEmail({ em: tx, to: user.email, language: user.language, template: 'signInCode', params: { name: user.name, code } });
  });
