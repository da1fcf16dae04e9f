import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { visibleToRecipient } from '../../platform/messaging/message-visibility';
import { findViewerThread, type MessagingViewer } from '../../platform/messaging/messaging-viewer';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { MessageAttachment } from './message-attachment.entity';

/**
 * `GET …/threads/{threadId}/attachments/{attachmentId}`: an attachment's bytes for whoever may see its message (the
 * thread as the viewer opens it; a shareholder not another holder's reply). Anything else is `messageAttachments.notFound`
 * (a thread the viewer cannot see `messaging.threadNotFound`).
 */
export const getMessageAttachmentFile = async ({ em, store, viewer, threadId, attachmentId }: { em: EntityManager; store: FileStore; viewer: MessagingViewer; threadId: string; attachmentId: string }) => {
  const { thread, recipient } = await findViewerThread(em, viewer, threadId);
  const attachment = await em.findOne(MessageAttachment, { id: attachmentId, message: { thread } }, { populate: ['file', 'message.fromRecipient'] });
  if (!attachment || (recipient && !visibleToRecipient(thread.audience, recipient.id, { fromRecipientId: attachment.message.fromRecipient?.id ?? null })))
    throw new DomainError('messageAttachments.notFound');
  return { name: attachment.name, contentType: attachment.file.contentType, data: await readStoredFile(store, attachment.file) };
};
