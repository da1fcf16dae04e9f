import { defineEntity, p } from '@mikro-orm/core';
import { languages } from '../../kernel/i18n/languages';
import { Company } from '../companies/company.entity';

export const emailStatuses = ['PENDING', 'SENT', 'FAILED'] as const;

/** Emails are written here in the command's transaction and delivered after commit, so none is lost or sent for a rolled-back change. */
export const EmailOutboxSchema = defineEntity({
  name: 'EmailOutbox',
  indexes: [{ properties: ['status', 'createdAt'] }],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    template: p.string().length(100),
    /** The company in whose name the email goes out, when it does (its limits and its proven claim apply). */
    company: () => p.manyToOne(Company).nullable().deleteRule('set null').index(),
    to: p.string().length(320).index(),
    language: p.enum(languages),
    subject: p.string().length(500),
    text: p.text(),
    /** One file sent with the email (a sealed copy), its name and bytes; loaded only when delivering. */
    attachmentName: p.string().length(255).nullable(),
    attachment: p.blob().lazy().nullable(),
    status: p.enum(emailStatuses).default('PENDING'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});

export class EmailOutbox extends EmailOutboxSchema.class {}
EmailOutboxSchema.setClass(EmailOutbox);
