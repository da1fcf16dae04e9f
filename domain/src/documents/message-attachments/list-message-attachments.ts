import type { ListMessageAttachments } from '../../platform/messaging/message-attachment-hooks';
import type { MessageAttachmentView } from '../../platform/messaging/messaging-views';
import { MessageAttachment } from './message-attachment.entity';

/** The attachments of the messages named, in the order sent, by message id (for a thread's view). */
export const listMessageAttachments: ListMessageAttachments = async (em, messageIds) => {
  const byMessage = new Map<string, MessageAttachmentView[]>();
  if (!messageIds.length) return byMessage;
  const rows = await em.find(MessageAttachment, { message: { $in: [...messageIds] } }, { populate: ['file'], orderBy: { position: 'asc' } });
  for (const row of rows) {
    const list = byMessage.get(row.message.id) ?? [];
    list.push({ id: row.id, name: row.name, contentType: row.file.contentType, size: row.file.size, fromArchive: row.archiveEntry != null });
    byMessage.set(row.message.id, list);
  }
  return byMessage;
};
