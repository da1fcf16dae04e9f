import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { DomainError } from '../../kernel/errors/domain-error';
import { Session } from './session.entity';
import { findValidToken } from './find-valid-token';
import { hashPassword } from './password-hash';

export const checkPasswordResetToken = async ({ em, token }: { em: EntityManager; token: string }): Promise<boolean> =>
  (await findValidToken(em, 'PASSWORD_RESET', token)) !== null;

/** Sets a new password from a reset link; the link is spent and every session of the user ends. */
export const resetPassword = async ({ em, token, newPassword }: { em: EntityManager; token: string; newPassword: string }): Promise<void> => {
  const passwordHash = await hashPassword(newPassword);
  await em.transactional(async (tx) => {
    const found = await findValidToken(tx, 'PASSWORD_RESET', token);
    if (!found) throw new DomainError('auth.invalidResetToken');
    found.usedAt = new Date();
    found.user.passwordHash = passwordHash;
    // A reset link proves control of the mailbox.
    found.user.emailVerified = true;
    await tx.nativeDelete(Session, { user: found.user });
    recordAuditEvent({ em: tx, type: 'user.passwordReset', actor: found.user });
  });
};
