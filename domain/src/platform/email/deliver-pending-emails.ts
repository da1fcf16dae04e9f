import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Transporter } from 'nodemailer';
import { EnterpriseAccount } from '../enterprise-accounts/enterprise-account.entity';
import { renderEmailHtml, type EmailBrand } from './email-html';
import { EmailOutbox } from './email-outbox.entity';
import type { EmailTemplateName } from './email-templates';

const maxAttempts = 5;

/** The company an email goes out for, with its enterprise account's logo (served at `/api/whitelabel/logo/{id}`) when it has one. */
const brandOf = async (em: EntityManager, email: EmailOutbox, appUrl: string): Promise<EmailBrand | null> => {
  if (!email.company) return null;
  const company = await em.populate(email, ['company']).then(() => email.company!);
  const account = await em.findOne(EnterpriseAccount, { companies: company, logoContentType: { $ne: null } }, { fields: ['id'] });
  return { companyName: company.name, logoUrl: account ? `${appUrl}/api/whitelabel/logo/${account.id}` : null };
};

/** How many rows one transaction claims and sends at once (over the transport's pooled connections). */
const batchSize = 10;

const deliver = async (tx: EntityManager, email: EmailOutbox, { transport, from, appUrl }: { transport: Transporter; from: string; appUrl: string }) => {
  email.attempts += 1;
  try {
    const attachments = email.attachmentName ? [{ filename: email.attachmentName, content: Buffer.from((await tx.populate(email, ['attachment'])).attachment!) }] : undefined;
    const html = await renderEmailHtml({ language: email.language, template: email.template as EmailTemplateName, subject: email.subject, text: email.text, brand: await brandOf(tx, email, appUrl) });
    await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html, attachments });
    email.status = 'SENT';
    email.sentAt = new Date();
  } catch (error) {
    email.lastError = String(error);
    if (email.attempts >= maxAttempts) email.status = 'FAILED';
  }
  return email.status === 'SENT';
};

/**
 * Sends what waits in the outbox, each with the plain text it was queued with and an HTML part rendered from it.
 * Rows are claimed a batch at a time with SKIP LOCKED, so several server processes never send one twice, and a
 * batch goes out concurrently (a meeting's notice to every holder is not one SMTP round trip after another).
 * Returns how many were sent.
 */
export const deliverPendingEmails = async ({ em, transport, from, appUrl }: { em: EntityManager; transport: Transporter; from: string; appUrl: string }): Promise<number> => {
  let sent = 0;
  for (;;) {
    const delivered = await em.fork().transactional(async (tx) => {
      const emails = await tx.find(
        EmailOutbox,
        { status: 'PENDING', attempts: { $lt: maxAttempts } },
        { orderBy: { id: 'asc' }, limit: batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      const outcomes = await Promise.all(emails.map((email) => deliver(tx, email, { transport, from, appUrl })));
      return { claimed: emails.length, sent: outcomes.filter(Boolean).length };
    });
    sent += delivered.sent;
    if (delivered.claimed < batchSize) return sent;
  }
};
