import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../companies/company.entity';
import { EmailOutbox } from './email-outbox.entity';
import { emailTemplates, withCheckedNames, type EmailTemplateName, type EmailTemplateParams } from './email-templates';

type Options<T extends EmailTemplateName> = {
  em: EntityManager;
  /** The company in whose name the email goes out (`rate-limits/email-sending-guard` checks its claim and limits). */
  company?: Company | null;
  /** One file sent with the email (a sealed copy). */
  attachment?: { name: string; content: Uint8Array };
  to: string;
  language: Language;
  template: T;
  params: EmailTemplateParams<T>;
};

/** Puts an email in the outbox within the caller's transaction (and returns it); `deliverPendingEmails` sends it after commit. */
export const queueEmail = <T extends EmailTemplateName>({ em, to, language, template, params, attachment, company = null }: Options<T>): EmailOutbox => {
  const render = emailTemplates[template] as (language: Language, params: EmailTemplateParams<T>) => { subject: string; text: string };
  const { subject, text } = render(language, withCheckedNames(language, params));
  return em.create(EmailOutbox, { template, company, to, language, subject, text, attachmentName: attachment?.name ?? null, attachment: attachment ? Buffer.from(attachment.content) : null });
};
