import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { attachmentFileName } from '../../register/attachments/attachment-content-type';
import { checkUploads } from '../../documents/file-checks/check-uploads';
import { DocumentAttachment } from './document-attachment.entity';
import { attachmentInfo, findProjectDocument } from './document-attachments';
import { requireProjectUnlocked } from './project-lock';

/** How many attachments a document takes (the seed leaves it to the server; docs/decisions/governance/projects.md). */
const maxPerDocument = 20;

/**
 * `POST /project/{id}/documents/{documentId}/attachments` (multipart `file`): attaches a file to a project's document.
 * Refused, writing nothing: a locked project (`projects.documentsLocked`), a file the archive's upload checks refuse
 * (`checkUploads`: its type, size, bytes and dimensions), more than the document takes.
 */
export const addDocumentAttachment = async ({ em, actor, company, projectId, documentId, upload }: { em: EntityManager; actor: User; company: Company; projectId: string; documentId: string; upload: { data: Uint8Array; fileName: string } }) => {
  const fileName = attachmentFileName(upload.fileName);
  return em.transactional(async (tx) => {
    const { document, parts } = await findProjectDocument(tx, company, projectId, documentId);
    requireProjectUnlocked(parts.documents);
    const [checked] = await checkUploads([{ name: fileName, data: upload.data }]);
    if ((await tx.count(DocumentAttachment, { document })) >= maxPerDocument) throw new DomainError('projects.tooManyAttachments', { max: maxPerDocument });
    const attachment = tx.create(DocumentAttachment, {
      document,
      fileName,
      contentType: checked!.contentType,
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
