import type { EntityManager } from '@mikro-orm/core';
import { Message } from './message.entity';
import { MessageRecipient } from './message-recipient.entity';
import { MessageThread } from './message-thread.entity';
import type { MessageAudience } from './messaging-constants';
import type { MessageThreadSummary } from './messaging-views';
import { companyAudiences, viewerRecipientFilter, type MessagingViewer } from './messaging-viewer';
import { unreadByCompany, unreadByRecipient } from './message-visibility';

const summary = (thread: MessageThread, recipientCount: number, readCount: number | null, unread: boolean): MessageThreadSummary => ({
  id: thread.id,
  audience: thread.audience,
  subject: thread.subject,
  createdByName: thread.createdByName,
  createdAt: thread.createdAt.toISOString(),
  lastMessageAt: thread.lastMessageAt.toISOString(),
  recipientCount,
  readCount,
  unread,
});

/** The company's threads of the audiences it may read (one audience when asked), newest activity first, with read counts. */
const companyThreads = async (em: EntityManager, viewer: Extract<MessagingViewer, { side: 'company' }>, audience?: MessageAudience) => {
  const audiences = companyAudiences(viewer.access, 'VIEW').filter((candidate) => !audience || candidate === audience);
  if (!audiences.length) return [];
  const threads = await em.find(MessageThread, { company: viewer.company, audience: { $in: audiences } }, { orderBy: { lastMessageAt: 'desc' } });
  const recipients = threads.length ? await em.find(MessageRecipient, { thread: { $in: threads } }) : [];
  return threads.map((thread) => {
    const own = recipients.filter((recipient) => recipient.thread.id === thread.id);
    const read = own.filter((recipient) => recipient.readAt && recipient.readAt >= thread.lastCompanyMessageAt).length;
    return summary(thread, own.length, read, unreadByCompany(thread));
  });
};

/** A recipient's threads (a board member's through their board roles; a shareholder's), with what is new to them. */
const recipientThreads = async (em: EntityManager, viewer: Exclude<MessagingViewer, { side: 'company' }>) => {
  const rows = await em.find(MessageRecipient, viewerRecipientFilter(viewer), { populate: ['thread'], orderBy: { thread: { lastMessageAt: 'desc' } } });
  if (!rows.length) return [];
  const messages = await em.find(Message, { thread: { $in: rows.map(({ thread }) => thread) } }, { fields: ['id', 'thread', 'fromRecipient', 'createdAt'] });
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.thread.id)) return [];
    seen.add(row.thread.id);
    const unread = messages.some(
      (message) => message.thread.id === row.thread.id && unreadByRecipient(row.thread.audience, row.id, row.readAt, { fromRecipientId: message.fromRecipient?.id ?? null, createdAt: message.createdAt }),
    );
    return [summary(row.thread, 0, null, unread)];
  });
};

/** The threads the viewer may open, newest activity first. */
export const listThreads = ({ em, viewer, audience }: { em: EntityManager; viewer: MessagingViewer; audience?: MessageAudience }): Promise<MessageThreadSummary[]> =>
  viewer.side === 'company' ? companyThreads(em, viewer, audience) : recipientThreads(em, viewer);

/** How many threads hold something new for the viewer (the menus' badge). */
export const countUnreadThreads = async ({ em, viewer }: { em: EntityManager; viewer: MessagingViewer }): Promise<{ unread: number }> => ({
  unread: (await listThreads({ em, viewer })).filter(({ unread }) => unread).length,
});
