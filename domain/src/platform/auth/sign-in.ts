import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import {
  failedSignInsPerAccountPerHour,
  failedSignInsPerAddressPerWindow,
  failedSignInsPerAddressWindowMs,
} from './auth-constants';
import type { TLogin } from './auth.schemas';
import { createSession, type ClientInfo } from './create-session';
import { LoginAttempt } from './login-attempt.entity';
import { verifyPassword } from './password-hash';

export type SignInResult = { token: string; status: 'LOGGED_IN' | 'OTP_REQUIRED' };

const assertNotThrottled = async (em: EntityManager, email: string, ipAddress: string): Promise<void> => {
  const now = Date.now();
  const [forAccount, forAddress] = await Promise.all([
    em.count(LoginAttempt, { email, createdAt: { $gt: new Date(now - 60 * 60 * 1000) } }),
    em.count(LoginAttempt, { ipAddress, createdAt: { $gt: new Date(now - failedSignInsPerAddressWindowMs) } }),
  ]);
  if (forAccount >= failedSignInsPerAccountPerHour || forAddress >= failedSignInsPerAddressPerWindow)
    throw new DomainError('auth.tooManyAttempts');
};

/** Checks the password; failed attempts are recorded outside the refused transaction so they count. */
export const signIn = async ({ em, input, client }: { em: EntityManager; input: TLogin; client: ClientInfo }): Promise<SignInResult> => {
  await assertNotThrottled(em, input.username, client.ipAddress);
  const user = await em.findOne(User, { email: input.username }, { populate: ['passwordHash'] });
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    await em.fork().insert(LoginAttempt, { email: input.username, ipAddress: client.ipAddress.slice(0, 64), createdAt: new Date() });
    throw new DomainError('auth.invalidCredentials');
  }
  return em.transactional(async (tx) => {
    const state = user.twoFactorEnabled ? 'OTP_PENDING' : 'ACTIVE';
    const { token, code } = createSession({ em: tx, user, state, client });
    if (code) queueEmail({ em: tx, to: user.email, language: user.language, template: 'signInCode', params: { name: user.name, code } });
    recordAuditEvent({ em: tx, type: 'user.signedIn', actor: user, after: { twoStep: user.twoFactorEnabled } });
    return { token, status: code ? 'OTP_REQUIRED' : 'LOGGED_IN' };
  });
};
