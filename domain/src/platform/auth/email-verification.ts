import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import { emailVerificationLifetimeMs, emailVerificationMaxSends, signInCodeMaxAttempts } from './auth-constants';
import { OneTimeToken } from './one-time-token.entity';
import { hashToken, sixDigitCode } from './secrets';

/**
 * Where an account may have a code sent: its own address; another one (a change of address) only once the account is
 * proven, by a verified address or an e-ID (which signs a new user in with a placeholder address). An unproven account cannot make
 * the platform write to strangers: `auth.notOwnEmail`.
 */
const requireSendableAddress = (user: User, emailAddress: string) => {
  if (emailAddress === user.email) return;
  if (!user.emailVerified && !user.nationalId) throw new DomainError('auth.notOwnEmail');
};

/**
 * Puts a six-digit code for the address in the outbox, within the caller's transaction; a new code ends earlier ones
 * but keeps their wrong tries, and an account gets at most `emailVerificationMaxSends` codes a day
 * (`auth.tooManyAttempts`), as a pending sign-in gets a few new codes.
 */
export const issueEmailVerification = async (tx: EntityManager, user: User, emailAddress: string): Promise<void> => {
  requireSendableAddress(user, emailAddress);
  const now = new Date();
  const recent = await tx.find(OneTimeToken, { user, purpose: 'EMAIL_VERIFICATION', createdAt: { $gt: new Date(now.getTime() - emailVerificationLifetimeMs) } });
  if (recent.length >= emailVerificationMaxSends) throw new DomainError('auth.tooManyAttempts');
  const attempts = Math.max(0, ...recent.filter((token) => !token.usedAt).map((token) => token.attempts));
  await tx.nativeUpdate(OneTimeToken, { user, purpose: 'EMAIL_VERIFICATION', usedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
  const code = sixDigitCode();
  tx.create(OneTimeToken, {
    tokenHash: hashToken(`${user.id}:${code}`),
    purpose: 'EMAIL_VERIFICATION',
    user,
    email: emailAddress,
    attempts,
    expiresAt: new Date(now.getTime() + emailVerificationLifetimeMs),
  });
  queueEmail({ em: tx, to: emailAddress, language: user.language, template: 'emailVerification', params: { name: user.name, code } });
};

export const sendEmailVerification = async ({ em, userId, emailAddress }: { em: EntityManager; userId: string; emailAddress: string }) =>
  em.transactional(async (tx) => issueEmailVerification(tx, await tx.findOneOrFail(User, userId), emailAddress));

/** Checks the code; a verified address other than the current one becomes the user's sign-in email. */
export const verifyEmail = async ({ em, userId, emailAddress, code }: { em: EntityManager; userId: string; emailAddress: string; code: string }) => {
  const pending = await em.findOne(OneTimeToken, {
    user: userId,
    purpose: 'EMAIL_VERIFICATION',
    email: emailAddress,
    usedAt: null,
    expiresAt: { $gt: new Date() },
  });
  if (!pending || pending.attempts >= signInCodeMaxAttempts) throw new DomainError('auth.invalidVerificationCode');
  if (pending.tokenHash !== hashToken(`${userId}:${code}`)) {
    // Counted outside any transaction so the refusal cannot roll it back.
    await em.nativeUpdate(OneTimeToken, { tokenHash: pending.tokenHash }, { attempts: pending.attempts + 1 });
    throw new DomainError('auth.invalidVerificationCode');
  }
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    if (user.email !== emailAddress && (await tx.count(User, { email: emailAddress }))) throw new DomainError('auth.usernameTaken');
    const before = { email: user.email, emailVerified: user.emailVerified };
    await tx.nativeUpdate(OneTimeToken, { tokenHash: pending.tokenHash }, { usedAt: new Date() });
    user.email = emailAddress;
    user.emailVerified = true;
    recordAuditEvent({ em: tx, type: 'user.emailVerified', actor: user, before, after: { email: user.email, emailVerified: true } });
  });
};
