import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { EmailOutbox } from '../../platform/email/email-outbox.entity';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';

/**
 * A reminder sent before a deadline (seed 002: reminder emails): one per notice recipient and deadline (the local
 * YYYY-MM-DDTHH:MM the vote closes), so a reminder goes out once, and again only when the meeting moves.
 */
export const DeadlineReminderSchema = defineEntity({
  name: 'DeadlineReminder',
  uniques: [{ properties: ['recipient', 'deadline'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    recipient: () => p.manyToOne(NoticeRecipient).deleteRule('cascade'),
    deadline: p.string().length(16),
    outboxEmail: () => p.manyToOne(EmailOutbox).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DeadlineReminder extends DeadlineReminderSchema.class {}
DeadlineReminderSchema.setClass(DeadlineReminder);
