import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Transporter } from 'nodemailer';
import { EmailOutbox } from './email-outbox.entity';

const maxAttempts = 5;

/**
 * Sends what waits in the outbox. Rows are claimed with SKIP LOCKED so several server processes never send one twice.
 * Returns how many were sent.
 */
export const deliverPendingEmails = async ({ em, transport, from }: { em: EntityManager; transport: Transporter; from: string }): Promise<number> => {
  let sent = 0;
  for (;;) {
    const delivered = await em.fork().transactional(async (tx) => {
      const [email] = await tx.find(
        EmailOutbox,
        { status: 'PENDING', attempts: { $lt: maxAttempts } },
        { orderBy: { id: 'asc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!email) return undefined;
      email.attempts += 1;
      try {
        const attachments = email.attachmentName ? [{ filename: email.attachmentName, content: Buffer.from((await tx.populate(email, ['attachment'])).attachment!) }] : undefined;
        await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, attachments });
        email.status = 'SENT';
        email.sentAt = new Date();
      } catch (error) {
        email.lastError = String(error);
        if (email.attempts >= maxAttempts) email.status = 'FAILED';
      }
      return email.status === 'SENT';
    });
    if (delivered === undefined) return sent;
    if (delivered) sent += 1;
  }
};
