import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { applyDocumentChange } from './apply-document-change';
import { findProject } from './find-project';
import { ProjectDocument } from './project-document.entity';
import { requireProjectUnlocked } from './project-lock';
import { loadOneProjectParts } from './project-parts';
import type { TProjectDocumentAdd } from './project.schemas';
import { requireDecisionTool } from './require-decision-tool';

/**
 * `POST /project/{id}/documents`: adds a document the project does not hold yet (`projects.documentExists`), unless
 * a document of the project is locked because it was sent (`projects.documentsLocked`; reopening unlocks); a first
 * general meeting document makes the freetext decisions require the general meeting.
 */
export const addProjectDocument = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TProjectDocumentAdd }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    const parts = await loadOneProjectParts(tx, project);
    requireProjectUnlocked(parts.documents);
    const customDocumentType = input.documentType === 'custom_document' ? (input.customDocumentType ?? null) : null;
    if (parts.documents.some((document) => document.documentType === input.documentType && (document.customDocumentType ?? null) === customDocumentType))
      throw new DomainError('projects.documentExists');
    const before = parts.documents.map(({ documentType }) => documentType);
    const document = tx.create(ProjectDocument, { project, documentType: input.documentType, customDocumentType });
    applyDocumentChange(parts.decisions, before, [...before, input.documentType]);
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'project.documentAdded', actor, company, after: { projectId: project.id, documentId: document.id, documentType: input.documentType, customDocumentType } });
    return project;
  });
