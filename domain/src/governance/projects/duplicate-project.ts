import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { DocumentType } from '../decisions/document-types';
import { findProject } from './find-project';
import { Project } from './project.entity';
import { ProjectDecision } from './project-decision.entity';
import { ProjectDocument } from './project-document.entity';
import { loadOneProjectParts } from './project-parts';
import { requireDecisionTypes } from './require-decision-tool';

/**
 * Copies a project's decisions (titles, texts and matter types) into a new draft project owned by the actor, in the
 * caller's transaction. `documents` replaces the source's documents (a new meeting brings its own); without it the
 * source's documents are copied. Meeting details are not copied: the copy is a new meeting.
 */
export const writeProjectCopy = async (
  em: EntityManager,
  { actor, company, sourceId, projectName, documents }: { actor: User; company: Company; sourceId: string; projectName: string; documents?: readonly DocumentType[] },
): Promise<Project> => {
  const source = await findProject(em, company, sourceId);
  const parts = await loadOneProjectParts(em, source);
  const copiedDocuments = documents ? [...new Set(documents)].map((documentType) => ({ documentType, customDocumentType: null })) : parts.documents;
  if (!parts.decisions.length && !copiedDocuments.length) throw new DomainError('missingDecisions');
  requireDecisionTypes(company, parts.decisions.map(({ decisionType }) => decisionType));
  const project = em.create(Project, { company, name: projectName, owner: actor });
  for (const { documentType, customDocumentType } of copiedDocuments) em.create(ProjectDocument, { project, documentType, customDocumentType: customDocumentType ?? null });
  for (const decision of parts.decisions)
    em.create(ProjectDecision, {
      project,
      decisionType: decision.decisionType,
      position: decision.position,
      localizedTitles: decision.localizedTitles,
      matterTexts: decision.matterTexts,
      fields: decision.fields ?? null,
      requiresGeneralMeeting: decision.requiresGeneralMeeting,
      freetextTypeForAllDocuments: decision.freetextTypeForAllDocuments,
      customizedFreetextTypePerDocument: decision.customizedFreetextTypePerDocument,
    });
  recordAuditEvent({ em, type: 'project.duplicated', actor, company, before: { projectId: source.id }, after: { projectId: project.id, projectName } });
  return project;
};

/** `POST /projects` with `duplicateProjectId` (seed 002, section 3). */
export const duplicateProject = ({ em, actor, company, sourceId, projectName }: { em: EntityManager; actor: User; company: Company; sourceId: string; projectName: string }) =>
  em.transactional((tx) => writeProjectCopy(tx, { actor, company, sourceId, projectName }));
