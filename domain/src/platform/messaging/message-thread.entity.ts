import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import { messageAudiences, messagingLimits } from './messaging-constants';

/**
 * A conversation the company starts with the board or with shareholders. The two times let each side see what is
 * new without counting messages: the company's latest message, and the latest reply from a recipient.
 */
export const MessageThreadSchema = defineEntity({
  name: 'MessageThread',
  indexes: [{ properties: ['company', 'lastMessageAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    audience: p.enum(messageAudiences),
    subject: p.string().length(messagingLimits.subject),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdByName: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastMessageAt: p.datetime(),
    lastCompanyMessageAt: p.datetime(),
    lastReplyAt: p.datetime().nullable(),
    /** When someone on the company's side last opened the thread. */
    companyReadAt: p.datetime().nullable(),
  },
});

export class MessageThread extends MessageThreadSchema.class {}
MessageThreadSchema.setClass(MessageThread);
