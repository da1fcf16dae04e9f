import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import { emailVerificationLifetimeMs, signInCodeMaxAttempts } from './auth-constants';
import { OneTimeToken } from './one-time-token.entity';
import { hashToken, sixDigitCode } from './secrets';

/** Puts a six-digit code for the address in the outbox, within the caller's transaction; a new code replaces earlier ones. */
export const issueEmailVerification = async (tx: EntityManager, user: User, emailAddress: string): Promise<void> => {
  await tx.nativeDelete(OneTimeToken, { user, purpose: 'EMAIL_VERIFICATION', usedAt: null });
  const code = sixDigitCode();
  tx.create(OneTimeToken, {
    tokenHash: hashToken(`${user.id}:${code}`),
    purpose: 'EMAIL_VERIFICATION',
    user,
    email: emailAddress,
    expiresAt: new Date(Date.now() + emailVerificationLifetimeMs),
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
