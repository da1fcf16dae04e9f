import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { DocumentAttachment } from './document-attachment.entity';
import { findProject } from './find-project';
import type { ProjectDocument } from './project-document.entity';
import { loadOneProjectParts, type ProjectParts } from './project-parts';
import type { DocumentAttachmentInfo } from './project-views';
import { requireDecisionTool } from './require-decision-tool';

export const attachmentInfo = ({ id, fileName, contentType, size }: DocumentAttachment): DocumentAttachmentInfo => ({ id, filename: fileName, contentType, size });

/** The attachments of some documents, oldest first. */
export const findDocumentAttachments = (em: EntityManager, documents: readonly ProjectDocument[]) =>
  documents.length ? em.find(DocumentAttachment, { document: { $in: documents.map(({ id }) => id) } }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : Promise.resolve([]);

/** A document of one of the company's projects, with the project's parts; another project's is `projects.documentNotFound`. */
export const findProjectDocument = async (em: EntityManager, company: Company, projectId: string, documentId: string): Promise<{ document: ProjectDocument; parts: ProjectParts }> => {
  requireDecisionTool(company);
  const parts = await loadOneProjectParts(em, await findProject(em, company, projectId));
  const document = parts.documents.find(({ id }) => id === documentId);
  if (!document) throw new DomainError('projects.documentNotFound');
  return { document, parts };
};

/** `GET /project/{id}/documents/{documentId}/attachments`: a document's attachments. */
export const listDocumentAttachments = async ({ em, company, projectId, documentId }: { em: EntityManager; company: Company; projectId: string; documentId: string }) =>
  (await findDocumentAttachments(em, [(await findProjectDocument(em, company, projectId, documentId)).document])).map(attachmentInfo);

/** One attachment of `documents` with its bytes; another document's is `projects.attachmentNotFound`. */
export const attachmentWithContent = async (em: EntityManager, documents: readonly ProjectDocument[], attachmentId: string) => {
  const attachment = /^[0-9a-f-]{36}$/i.test(attachmentId)
    ? await em.findOne(DocumentAttachment, { id: attachmentId, document: { $in: documents.map(({ id }) => id) } }, { populate: ['content'] })
    : null;
  if (!attachment) throw new DomainError('projects.attachmentNotFound');
  return attachment;
};
