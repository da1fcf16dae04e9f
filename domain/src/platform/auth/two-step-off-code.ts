import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { queueEmail } from '../email/queue-email';
import { signInCodeLifetimeMs, signInCodeMaxAttempts, signInCodeMaxResends } from './auth-constants';
import { hashToken, sixDigitCode } from './secrets';
import { Session } from './session.entity';

const activeSession = async (em: EntityManager, sessionToken: string) => {
  const session = await em.findOne(Session, { tokenHash: hashToken(sessionToken), state: 'ACTIVE' }, { populate: ['user'] });
  if (!session) throw new DomainError('auth.notAuthenticated');
  return session;
};

/**
 * `POST /user/two-step/code`: emails the signed-in user a code that confirms turning two-step sign-in off, kept (hashed)
 * on their session as a pending sign-in keeps its code; at most `signInCodeMaxResends` more, then 429.
 */
export const sendTwoStepOffCode = ({ em, sessionToken }: { em: EntityManager; sessionToken: string }): Promise<void> =>
  em.transactional(async (tx) => {
    const session = await activeSession(tx, sessionToken);
    if (session.otpResends > signInCodeMaxResends) throw new DomainError('auth.tooManyAttempts');
    const code = sixDigitCode();
    Object.assign(session, { otpHash: hashToken(code), otpExpiresAt: new Date(Date.now() + signInCodeLifetimeMs), otpResends: session.otpResends + 1 });
    const { user } = session;
    queueEmail({ em: tx, to: user.email, language: user.language, template: 'signInCode', params: { name: user.name, code } });
  });

/**
 * Checks a code of `sendTwoStepOffCode` on the session: a wrong one counts (committed, whatever the caller then does),
 * and the fifth ends the code; the right one is used up.
 */
export const useTwoStepOffCode = async ({ em, sessionToken, code }: { em: EntityManager; sessionToken: string; code: string }): Promise<void> => {
  const session = await activeSession(em, sessionToken);
  const live = session.otpHash && session.otpExpiresAt && session.otpExpiresAt.getTime() > Date.now();
  if (!live || session.otpHash !== hashToken(code)) {
    session.otpAttempts += 1;
    if (session.otpAttempts >= signInCodeMaxAttempts) Object.assign(session, { otpHash: null, otpExpiresAt: null });
    await em.flush();
    throw new DomainError('auth.invalidOtp');
  }
  Object.assign(session, { otpHash: null, otpExpiresAt: null });
  await em.flush();
};
