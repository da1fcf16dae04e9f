import type { EntityManager } from '@mikro-orm/core';
import { Message } from './message.entity';
import { MessageRecipient } from './message-recipient.entity';
import type { MessageThreadView } from './messaging-views';
import { companyAudiences, findViewerThread, type MessagingViewer } from './messaging-viewer';
import { visibleToRecipient } from './message-visibility';
import type { ListMessageAttachments } from './message-attachment-hooks';
import { fillForReader } from '../texts/render-rich-text';

/**
 * `GET …/threads/{threadId}`: the thread's messages the viewer may see, oldest first, and for the company each
 * recipient's read state. Opening it marks it read for the viewer (a super-admin's look marks nothing). A recipient
 * reads the company's messages with their own name where the text says `Mottakers navn`.
 */
export const getThread = ({ em, viewer, threadId, listAttachments }: { em: EntityManager; viewer: MessagingViewer; threadId: string; listAttachments?: ListMessageAttachments }): Promise<MessageThreadView> =>
  em.transactional(async (tx) => {
    const { thread, recipient } = await findViewerThread(tx, viewer, threadId);
    const messages = (await tx.find(Message, { thread }, { orderBy: { createdAt: 'asc', id: 'asc' } })).filter(
      (message) => !recipient || visibleToRecipient(thread.audience, recipient.id, { fromRecipientId: message.fromRecipient?.id ?? null }),
    );
    const attachments = (await listAttachments?.(tx, messages.map(({ id }) => id))) ?? new Map();
    const isCompany = viewer.side === 'company';
    const recipients = isCompany ? await tx.find(MessageRecipient, { thread }, { orderBy: { position: 'asc' } }) : null;
    const now = new Date();
    if (recipient) recipient.readAt = now;
    else if (isCompany && viewer.access.accessType !== 'SUPERADMIN') thread.companyReadAt = now;
    await tx.flush();
    return {
      id: thread.id,
      audience: thread.audience,
      subject: thread.subject,
      createdByName: thread.createdByName,
      createdAt: thread.createdAt.toISOString(),
      messages: messages.map((message) => ({
        id: message.id,
        authorName: message.authorName,
        fromCompany: message.fromRecipient === null,
        mine: recipient ? message.fromRecipient?.id === recipient.id : message.fromRecipient === null && message.author?.id === viewer.user.id,
        body: recipient && !message.fromRecipient ? fillForReader(message.body, recipient) : message.body,
        createdAt: message.createdAt.toISOString(),
        attachments: attachments.get(message.id) ?? [],
      })),
      recipients:
        recipients?.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email ?? null,
          readAt: row.readAt?.toISOString() ?? null,
          hasReadLatest: row.readAt != null && row.readAt >= thread.lastCompanyMessageAt,
        })) ?? null,
      canReply: isCompany ? companyAudiences(viewer.access, 'EDIT').includes(thread.audience) : true,
    };
  });
