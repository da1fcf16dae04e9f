import { createHash } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { attachmentContentType, attachmentFileName, withTypeExtension } from './attachment-content-type';
import { attachmentLimits } from './transaction-attachment.schemas';

/**
 * The file checks every kept attachment passes (a log entry's, a contribution's): not empty, at most 20 MiB, a type
 * read from the bytes, and a safe name carrying that type's extension. Returns what is stored.
 */
export const checkedUpload = async (upload: { data: Uint8Array; fileName: string }) => {
  if (upload.data.length === 0) throw new DomainError('transactions.attachment.empty');
  if (upload.data.length > attachmentLimits.maxBytes) throw new DomainError('transactions.attachment.tooLarge', { maxBytes: attachmentLimits.maxBytes });
  const givenName = attachmentFileName(upload.fileName);
  const contentType = await attachmentContentType(upload.data, givenName);
  return {
    fileName: withTypeExtension(givenName, contentType),
    contentType,
    size: upload.data.length,
    sha256: createHash('sha256').update(upload.data).digest('hex'),
    content: Buffer.from(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength),
  };
};
