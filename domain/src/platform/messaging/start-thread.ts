import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import { userFullName } from '../users/user-name';
import type { MessagingRegister } from './message-recipients';
import { Message } from './message.entity';
import { MessageRecipient } from './message-recipient.entity';
import { MessageThread } from './message-thread.entity';
import type { TStartThreadInput } from './messaging.schemas';
import { requireAudience, type MessagingViewer } from './messaging-viewer';
import { notifyRecipients } from './notify-recipients';
import type { AttachToMessage } from './message-attachment-hooks';

type Options = {
  em: EntityManager;
  viewer: Extract<MessagingViewer, { side: 'company' }>;
  register: MessagingRegister;
  input: TStartThreadInput;
  appUrl: string;
  attach?: AttachToMessage;
};

/**
 * `POST /messaging/{orgNo}/threads`: a thread to every candidate of the audience, or to those named (each must be
 * one of the company's, else `messaging.recipientNotInCompany` and nothing is written), with its first message;
 * each recipient with an email is told by email. The text's variables are filled with the company's figures now.
 * Returns the new thread's id.
 */
export const startThread = async ({ em, viewer, register, input, appUrl, attach }: Options): Promise<{ id: string; emailsQueued: number }> => {
  requireAudience(viewer.access, input.audience, 'EDIT');
  const candidates = await register.recipients[input.audience](em, viewer.company);
  const named = input.recipientIds ? new Set(input.recipientIds) : null;
  if (named && [...named].some((id) => !candidates.some((candidate) => candidate.id === id))) throw new DomainError('messaging.recipientNotInCompany');
  const chosen = named ? candidates.filter(({ id }) => named.has(id)) : candidates;
  if (!chosen.length) throw new DomainError('messaging.noRecipients');
  const body = await register.fillAutoTexts({ em, company: viewer.company, text: input.body, language: viewer.user.language });
  return em.transactional(async (tx) => {
    const now = new Date();
    const senderName = userFullName(viewer.user);
    const thread = tx.create(MessageThread, {
      company: viewer.company,
      audience: input.audience,
      subject: input.subject,
      createdBy: viewer.user,
      createdByName: senderName,
      createdAt: now,
      lastMessageAt: now,
      lastCompanyMessageAt: now,
    });
    const recipients = chosen.map((candidate, position) =>
      tx.create(MessageRecipient, {
        thread,
        position,
        companyRole: candidate.kind === 'COMPANY_ROLE' ? candidate.id : null,
        shareholderId: candidate.kind === 'SHAREHOLDER' ? candidate.id : null,
        name: candidate.name,
        email: candidate.email,
        language: candidate.language,
      }),
    );
    const message = tx.create(Message, { thread, author: viewer.user, authorName: senderName, body, createdAt: now });
    await attach?.(tx, message);
    const emailsQueued = notifyRecipients({ em: tx, thread, recipients, senderName, appUrl });
    recordAuditEvent({ em: tx, type: 'messaging.threadStarted', actor: viewer.user, company: viewer.company, after: { threadId: thread.id, audience: thread.audience, subject: thread.subject, recipients: recipients.length } });
    await tx.flush();
    return { id: thread.id, emailsQueued };
  });
};
