import type { EntityManager } from '@mikro-orm/core';
import { hashToken, newToken } from '../../platform/auth/secrets';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { Company } from '../../platform/companies/company.entity';
import { queueEmail } from '../../platform/email/queue-email';
import { signerLink } from '../signing/signing-links';
import { Signer } from '../signing/signer.entity';
import { isReminderDue, signingReminderWindowDays } from './signing-reminders';

/**
 * The scheduled job's step for signing (seed 002: email reminders until signed): every signer of a live request who
 * has not signed, is not locked, and whose last email is `signingReminderIntervalDays` old gets a reminder with a fresh
 * link (only its hash is kept, so the link of the earlier email stops working, as on a resend), in their language, until the window closes. The signer's `lastRemindedAt` is claimed by a conditional update
 * in the reminder's transaction, so two server processes never send one twice. Returns how many were queued.
 */
export const sendSigningReminders = async ({ em, appUrl, now = new Date() }: { em: EntityManager; appUrl: string; now?: Date }): Promise<number> => {
  const windowStart = new Date(now.getTime() - signingReminderWindowDays * 24 * 60 * 60_000);
  const waiting = await em.find(
    Signer,
    { signedAt: null, codeLockedAt: null, request: { status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] }, sentAt: { $gte: windowStart } } },
    { populate: ['request', 'request.company', 'request.requestedBy'] },
  );
  let queued = 0;
  for (const signer of waiting.filter((each) => isReminderDue({ sentAt: each.request.sentAt, resentAt: each.resentAt ?? null, lastRemindedAt: each.lastRemindedAt ?? null, now }))) {
    const claimed = await em.fork().transactional(async (tx) => {
      const previous = signer.lastRemindedAt ?? null;
      const token = newToken();
      const updated = await tx.nativeUpdate(Signer, { id: signer.id, lastRemindedAt: previous, signedAt: null }, { lastRemindedAt: now, tokenHash: hashToken(token) });
      if (!updated) return false;
      queueEmail({
        em: tx,
        to: signer.email,
        language: signer.language,
        template: 'signingReminder',
        params: { name: signer.name, senderName: signer.request.requestedBy?.name ?? '', companyName: signer.request.company.name, documentTitle: signer.request.title, link: signerLink(appUrl, token) },
      });
      recordAuditEvent({ em: tx, type: 'signing.reminderSent', actor: null, company: tx.getReference(Company, signer.request.company.id), after: { signerId: signer.id, requestId: signer.request.id, email: signer.email } });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
};
