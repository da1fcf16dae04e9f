import type { TransactionAttachment } from './transaction-attachment.entity';
import type { TransactionAttachmentInfo } from './transaction-attachment.schemas';

/** Any kept attachment (a log entry's, a contribution's) has these. */
export type KeptAttachment = Pick<TransactionAttachment, 'id' | 'fileName' | 'contentType' | 'size' | 'sha256' | 'createdAt' | 'createdBy'>;

/** An attachment's metadata as the details view lists it and the audit log records it (never the bytes). */
export const attachmentInfo = (attachment: KeptAttachment): TransactionAttachmentInfo => ({
  id: attachment.id,
  fileName: attachment.fileName,
  contentType: attachment.contentType,
  size: attachment.size,
  sha256: attachment.sha256,
  createdAt: attachment.createdAt.toISOString(),
  createdBy: attachment.createdBy ? { id: attachment.createdBy.id, name: attachment.createdBy.name, email: attachment.createdBy.email } : null,
});
