import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { DecisionType } from '../decisions/decision-catalogue';
import type { CustomDocumentType, DocumentType } from '../decisions/document-types';
import { todayLocalDate } from '../../kernel/validation/local-date';
import { draftDefaultResolutions } from './draft-default-resolutions';
import { newDecision } from './new-decision';
import { ProjectDecision } from './project-decision.entity';
import { Project } from './project.entity';
import { ProjectDocument } from './project-document.entity';
import { requireDecisionTypes } from './require-decision-tool';

export type NewProject = {
  projectName: string;
  decisions: readonly DecisionType[];
  documents: readonly DocumentType[];
  customDocumentType?: CustomDocumentType | null;
};

/**
 * Writes a new draft project owned by the actor, its decisions in the order given and its documents, inside the
 * caller's transaction (creating a meeting adds its details in the same one). Refuses a project with neither
 * decisions nor documents (`missingDecisions`) and decision types the subscription does not open.
 */
export const writeNewProject = (em: EntityManager, { actor, company, project: input }: { actor: User; company: Company; project: NewProject }): Project => {
  if (!input.decisions.length && !input.documents.length) throw new DomainError('missingDecisions');
  requireDecisionTypes(company, input.decisions);
  const project = em.create(Project, { company, name: input.projectName, owner: actor });
  for (const documentType of new Set(input.documents))
    em.create(ProjectDocument, { project, documentType, customDocumentType: documentType === 'custom_document' ? (input.customDocumentType ?? null) : null });
  input.decisions.forEach((decisionType, position) => newDecision(em, project, decisionType, position, input.documents));
  recordAuditEvent({ em, type: 'project.created', actor, company, after: { projectId: project.id, projectName: project.name, decisions: input.decisions, documents: input.documents } });
  return project;
};

/** `POST /projects` without `duplicateProjectId`. */
export const createProject = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: NewProject }) =>
  em.transactional(async (tx) => {
    const project = writeNewProject(tx, { actor, company, project: input });
    await tx.flush();
    await draftDefaultResolutions({ em: tx, company, decisions: await tx.find(ProjectDecision, { project }), meetingDate: todayLocalDate() });
    return project;
  });
