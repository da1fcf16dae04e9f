import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { User } from '../users/user.entity';
import { passwordResetLifetimeMs } from './auth-constants';
import { OneTimeToken } from './one-time-token.entity';
import { hashToken, newToken } from './secrets';

/** Emails a single-use reset link. Answers the same whether or not the address is known. */
export const requestPasswordReset = async ({ em, email, appUrl }: { em: EntityManager; email: string; appUrl: string }): Promise<void> =>
  em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email });
    if (!user) return;
    const token = newToken();
    tx.create(OneTimeToken, {
      tokenHash: hashToken(token),
      purpose: 'PASSWORD_RESET',
      user,
      expiresAt: new Date(Date.now() + passwordResetLifetimeMs),
    });
    const link = `${appUrl}/forgot-password?token=${encodeURIComponent(token)}`;
    queueEmail({ em: tx, to: user.email, language: user.language, template: 'passwordReset', params: { name: user.name, link } });
    recordAuditEvent({ em: tx, type: 'user.passwordResetRequested', actor: user });
  });
