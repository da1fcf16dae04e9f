import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { applyDocumentChange } from './apply-document-change';
import { findProject } from './find-project';
import { requireProjectUnlocked } from './project-lock';
import { loadOneProjectParts } from './project-parts';
import { requireDecisionTool } from './require-decision-tool';

/**
 * `DELETE /project/{id}/documents/{documentId}`: removes a document (not from a locked project); removing the last general meeting document
 * resets the freetext decisions' requiresGeneralMeeting.
 */
export const removeProjectDocument = ({ em, actor, company, id, documentId }: { em: EntityManager; actor: User; company: Company; id: string; documentId: string }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    const parts = await loadOneProjectParts(tx, project);
    requireProjectUnlocked(parts.documents);
    const document = parts.documents.find(({ id: candidate }) => candidate === documentId);
    if (!document) throw new DomainError('projects.documentNotFound');
    const before = parts.documents.map(({ documentType }) => documentType);
    const after = parts.documents.filter((candidate) => candidate !== document).map(({ documentType }) => documentType);
    applyDocumentChange(parts.decisions, before, after);
    tx.remove(document);
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'project.documentRemoved', actor, company, before: { projectId: project.id, documentId, documentType: document.documentType } });
    return project;
  });
