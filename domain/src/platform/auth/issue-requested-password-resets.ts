import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { User } from '../users/user.entity';
import { passwordResetLifetimeMs } from './auth-constants';
import { OneTimeToken } from './one-time-token.entity';
import { hashToken, newToken } from './secrets';

/** Requests taken per run; the job runs again after every request and every minute. */
const batchSize = 500;

/**
 * The background step of a password reset: takes the waiting requests (each once, across processes) and emails a
 * single-use reset link to each address an account has; an unknown address is dropped without a trace. Returns how
 * many emails were queued.
 */
export const issueRequestedPasswordResets = async ({ em, appUrl, now = new Date() }: { em: EntityManager; appUrl: string; now?: Date }): Promise<number> =>
  em.fork().transactional(async (tx) => {
    const taken = await runBound<{ email: string }>(
      tx,
      `delete from password_reset_request where id in (select id from password_reset_request order by requested_at limit ${batchSize} for update skip locked) returning email`,
      [],
    );
    const users = taken.length ? await tx.find(User, { email: { $in: [...new Set(taken.map(({ email }) => email))] } }) : [];
    for (const user of users) {
      const token = newToken();
      tx.create(OneTimeToken, { tokenHash: hashToken(token), purpose: 'PASSWORD_RESET', user, expiresAt: new Date(now.getTime() + passwordResetLifetimeMs) });
      const link = `${appUrl}/forgot-password?token=${encodeURIComponent(token)}`;
      queueEmail({ em: tx, to: user.email, language: user.language, template: 'passwordReset', params: { name: user.name, link } });
      recordAuditEvent({ em: tx, type: 'user.passwordResetRequested', actor: user });
    }
    return users.length;
  });
