import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { attachmentInfo, attachmentWithContent, findProjectDocument } from './document-attachments';
import { requireProjectUnlocked } from './project-lock';

/** `DELETE /project/{id}/documents/{documentId}/attachments/{attachmentId}`: removes an attachment, not from a locked project. */
export const removeDocumentAttachment = ({ em, actor, company, projectId, documentId, attachmentId }: { em: EntityManager; actor: User; company: Company; projectId: string; documentId: string; attachmentId: string }) =>
  em.transactional(async (tx) => {
    const { document, parts } = await findProjectDocument(tx, company, projectId, documentId);
    requireProjectUnlocked(parts.documents);
    const attachment = await attachmentWithContent(tx, [document], attachmentId);
    const info = attachmentInfo(attachment);
    tx.remove(attachment);
    recordAuditEvent({ em: tx, type: 'project.attachmentRemoved', actor, company, before: { projectId, documentId, ...info, sha256: attachment.sha256 } });
    return info;
  });
