import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { sniffFileType } from '../../kernel/files/sniff-file-type';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { attachmentFileName } from '../../register/attachments/attachment-content-type';
import { documentAttachmentLimits, checkAttachment } from './attachment-rules';
import { DocumentAttachment } from './document-attachment.entity';
import { attachmentInfo, findProjectDocument } from './document-attachments';
import { requireProjectUnlocked } from './project-lock';

/**
 * `POST /project/{id}/documents/{documentId}/attachments` (multipart `file`): attaches a file to a project's document.
 * Refused, writing nothing: a locked project (`projects.documentsLocked`), an extension not taken, bytes of another
 * type than the name says (read with `file-type`), an empty or too large file, more than the document takes.
 */
export const addDocumentAttachment = async ({ em, actor, company, projectId, documentId, upload }: { em: EntityManager; actor: User; company: Company; projectId: string; documentId: string; upload: { data: Uint8Array; fileName: string } }) => {
  const fileName = attachmentFileName(upload.fileName);
  const checked = checkAttachment(fileName, upload.data.length, upload.data.length ? await sniffFileType(upload.data) : undefined);
  return em.transactional(async (tx) => {
    const { document, parts } = await findProjectDocument(tx, company, projectId, documentId);
    requireProjectUnlocked(parts.documents);
    if ('problem' in checked) throw new DomainError(checked.problem, { files: fileName, maxFileSize: documentAttachmentLimits.maxFileSize });
    if ((await tx.count(DocumentAttachment, { document })) >= documentAttachmentLimits.maxPerDocument) throw new DomainError('projects.tooManyAttachments', { max: documentAttachmentLimits.maxPerDocument });
    const attachment = tx.create(DocumentAttachment, {
      document,
      fileName,
      contentType: checked.contentType,
      size: upload.data.length,
      sha256: createHash('sha256').update(upload.data).digest('hex'),
      content: Buffer.from(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength),
      createdBy: actor,
    });
    const info = attachmentInfo(attachment);
    recordAuditEvent({ em: tx, type: 'project.attachmentAdded', actor, company, after: { projectId, documentId, ...info, sha256: attachment.sha256 } });
    return info;
  });
};
