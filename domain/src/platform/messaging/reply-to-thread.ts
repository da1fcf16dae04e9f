import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { queueEmail } from '../email/queue-email';
import { userFullName } from '../users/user-name';
import { Message } from './message.entity';
import { MessageRecipient } from './message-recipient.entity';
import type { TReplyInput } from './messaging.schemas';
import { threadLink } from './messaging-links';
import { findViewerThread, requireAudience, type MessagingViewer } from './messaging-viewer';
import { notifyRecipients } from './notify-recipients';
import type { MessagingRegister } from './message-recipients';
import type { AttachToMessage } from './message-attachment-hooks';

type Options = { em: EntityManager; viewer: MessagingViewer; register: MessagingRegister; threadId: string; input: TReplyInput; appUrl: string; attach?: AttachToMessage };

/**
 * `POST …/threads/{threadId}/messages`: a message in a thread. From the company's side (EDIT on the audience) it
 * goes to every recipient, who are told by email; a recipient's reply tells the thread's author by email. Writing
 * counts as reading what was there. The text's variables are filled with the company's figures now.
 */
export const replyToThread = ({ em, viewer, register, threadId, input, appUrl, attach }: Options): Promise<{ id: string }> =>
  em.transactional(async (tx) => {
    const { thread, recipient } = await findViewerThread(tx, viewer, threadId);
    await tx.populate(thread, ['company', 'createdBy']);
    const now = new Date();
    const authorName = recipient?.name ?? userFullName(viewer.user);
    const body = await register.fillAutoTexts({ em: tx, company: thread.company, text: input.body, language: viewer.user.language });
    const message = tx.create(Message, { thread, fromRecipient: recipient, author: viewer.user, authorName, body, createdAt: now });
    await attach?.(tx, message);
    thread.lastMessageAt = now;
    if (viewer.side === 'company') {
      requireAudience(viewer.access, thread.audience, 'EDIT');
      thread.lastCompanyMessageAt = now;
      thread.companyReadAt = now;
      const recipients = await tx.find(MessageRecipient, { thread }, { orderBy: { position: 'asc' } });
      notifyRecipients({ em: tx, thread, recipients, senderName: authorName, appUrl });
    } else if (recipient) {
      thread.lastReplyAt = now;
      recipient.readAt = now;
      const author = thread.createdBy;
      if (author)
        queueEmail({
          em: tx,
          to: author.email,
          language: author.language,
          template: 'messageReplied',
          params: { name: userFullName(author), recipientName: recipient.name, subject: thread.subject, link: threadLink(appUrl, thread.company.organisationNumber, thread.id, 'company') },
        });
    }
    recordAuditEvent({ em: tx, type: 'messaging.replied', actor: viewer.user, company: thread.company, after: { threadId: thread.id, audience: thread.audience, subject: thread.subject, messageId: message.id, fromCompany: viewer.side === 'company' } });
    await tx.flush();
    return { id: message.id };
  });
