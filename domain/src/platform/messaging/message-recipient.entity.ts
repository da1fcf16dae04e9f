import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { languages } from '../../kernel/i18n/languages';
import { CompanyRole } from '../company-roles/company-role.entity';
import { MessageThread } from './message-thread.entity';

/**
 * One recipient of a thread, as the company chose them: a board role, or a shareholder (by id only: the register
 * sits above the platform, see docs/decisions/platform/messaging.md), with the name and email the thread was sent with.
 */
export const MessageRecipientSchema = defineEntity({
  name: 'MessageRecipient',
  indexes: [{ properties: ['shareholderId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    thread: () => p.manyToOne(MessageThread).deleteRule('cascade').index(),
    position: p.integer(),
    companyRole: () => p.manyToOne(CompanyRole).nullable().deleteRule('set null').index(),
    shareholderId: p.uuid().nullable(),
    name: p.string().length(200),
    email: p.string().length(320).nullable(),
    language: p.enum(languages).default('nb'),
    /** When the recipient last opened the thread; what the company wrote after it is unread. */
    readAt: p.datetime().nullable(),
  },
});

export class MessageRecipient extends MessageRecipientSchema.class {}
MessageRecipientSchema.setClass(MessageRecipient);
