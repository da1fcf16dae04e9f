import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { languages } from '../../kernel/i18n/languages';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { EmailOutbox } from '../../platform/email/email-outbox.entity';
import { NoticeSending } from './notice-sending.entity';

/**
 * One recipient of a notice sent for viewing (seed 002, section 3: recipient for viewing): a board role or an extra
 * participant, with the email last sent (its delivery state) and when the notice was first viewed. The personal
 * link's token (the seed's `meetingEmailId`) is kept only as its SHA-256; resending issues a new one.
 */
export const NoticeRecipientSchema = defineEntity({
  name: 'NoticeRecipient',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    sending: () => p.manyToOne(NoticeSending).deleteRule('cascade').index(),
    companyRole: () => p.manyToOne(CompanyRole).nullable().deleteRule('set null'),
    extraParticipantId: p.uuid().nullable(),
    name: p.string().length(320),
    email: p.string().length(320),
    language: p.enum(languages),
    tokenHash: p.string().length(64).unique(),
    /** The email last queued to the recipient; its state is the delivery state. */
    outboxEmail: () => p.manyToOne(EmailOutbox).nullable().deleteRule('set null'),
    viewedAt: p.datetime().nullable(),
    /** The recipient's place in the sending: board roles in the seed's order, then extra participants. */
    position: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class NoticeRecipient extends NoticeRecipientSchema.class {}
NoticeRecipientSchema.setClass(NoticeRecipient);
