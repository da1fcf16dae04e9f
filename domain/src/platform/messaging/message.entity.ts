import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';
import { MessageRecipient } from './message-recipient.entity';
import { MessageThread } from './message-thread.entity';

/** One message of a thread: from the company's side (no `fromRecipient`) or a recipient's reply. Never edited. */
export const MessageSchema = defineEntity({
  name: 'Message',
  indexes: [{ properties: ['thread', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    thread: () => p.manyToOne(MessageThread).deleteRule('cascade'),
    fromRecipient: () => p.manyToOne(MessageRecipient).nullable().deleteRule('cascade').index(),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    authorName: p.string().length(200),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
