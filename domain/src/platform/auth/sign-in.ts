import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import { failedSignInDelayMaxMs, failedSignInsBeforeDelay, failedSignInsPerAddressPerWindow, failedSignInsPerAddressWindowMs } from './auth-constants';
import type { TLogin } from './auth.schemas';
import { createSession, type ClientInfo } from './create-session';
import { isKnownDevice, rememberDevice } from './known-devices';
import { LoginAttempt } from './login-attempt.entity';
import { verifyPassword } from './password-hash';
import type { SignInAnswer } from './auth-views';

export type SignInResult = { token: string; deviceToken: string | null } & SignInAnswer;

const hourMs = 60 * 60 * 1000;

/** The wait a browser the account does not know must leave after the account's last failure, given `failures` in the hour. */
export const failedSignInDelayMs = (failures: number) =>
  failures <= failedSignInsBeforeDelay ? 0 : Math.min(1000 * 2 ** (failures - failedSignInsBeforeDelay), failedSignInDelayMaxMs);

const tooManyAttempts = (waitMs: number) => new DomainError('auth.tooManyAttempts', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/**
 * Per address: 30 failures in 15 minutes refuse that address. Per account: no hard lock, which anyone could set off
 * for anyone; past 10 failures in the hour a browser the account does not know waits 2 s after the last failure (11 failures),
 * then 4, 8, … up to 15 minutes. A browser that has signed in to the account before is not slowed by failures from elsewhere.
 */
export const assertNotThrottled = async ({ em, email, ipAddress, knownDevice }: { em: EntityManager; email: string; ipAddress: string; knownDevice: boolean }) => {
  const now = Date.now();
  const forAddress = await em.count(LoginAttempt, { ipAddress, createdAt: { $gt: new Date(now - failedSignInsPerAddressWindowMs) } });
  if (forAddress >= failedSignInsPerAddressPerWindow) throw tooManyAttempts(failedSignInsPerAddressWindowMs);
  if (knownDevice) return;
  const [forAccount] = await em
    .getConnection()
    .execute<{ failures: string; last: Date | null }[]>('select count(*) as failures, max(created_at) as last from login_attempt where email = ? and created_at > ?', [email, new Date(now - hourMs)]);
  const delay = failedSignInDelayMs(Number(forAccount?.failures ?? 0));
  const wait = forAccount?.last ? new Date(forAccount.last).getTime() + delay - now : 0;
  if (delay > 0 && wait > 0) throw tooManyAttempts(wait);
};

export const recordFailedSignIn = (em: EntityManager, email: string, ipAddress: string) =>
  em.fork().insert(LoginAttempt, { email, ipAddress: ipAddress.slice(0, 64), createdAt: new Date() });

/**
 * Checks the password; failed attempts are recorded outside the refused transaction so they count. An unknown address
 * costs the same password hash as a known one, so the answer time does not tell which accounts exist.
 */
export const signIn = async ({ em, input, client, deviceToken }: { em: EntityManager; input: TLogin; client: ClientInfo; deviceToken?: string | null }): Promise<SignInResult> => {
  const user = await em.findOne(User, { email: input.username }, { populate: ['passwordHash'] });
  const knownDevice = await isKnownDevice({ em, user, deviceToken });
  await assertNotThrottled({ em, email: input.username, ipAddress: client.ipAddress, knownDevice });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await recordFailedSignIn(em, input.username, client.ipAddress);
    throw new DomainError('auth.invalidCredentials');
  }
  return em.transactional(async (tx) => {
    const state = user.twoFactorEnabled ? 'OTP_PENDING' : 'ACTIVE';
    const { token, code } = createSession({ em: tx, user, state, client });
    if (code) queueEmail({ em: tx, to: user.email, language: user.language, template: 'signInCode', params: { name: user.name, code } });
    recordAuditEvent({ em: tx, type: 'user.signedIn', actor: user, after: { twoStep: user.twoFactorEnabled } });
    // A browser is remembered once the sign-in is complete: with two-step sign-in, when the code is right.
    const remembered = code ? null : await rememberDevice({ em: tx, user, deviceToken });
    return { token, status: code ? 'OTP_REQUIRED' : 'LOGGED_IN', deviceToken: remembered };
  });
};
