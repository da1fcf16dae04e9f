import type { EntityManager } from '@mikro-orm/core';
import { documentTypes } from '../decisions/document-types';
import type { Project } from './project.entity';
import { ProjectDecision } from './project-decision.entity';
import { ProjectDocument } from './project-document.entity';

export type ProjectParts = { decisions: ProjectDecision[]; documents: ProjectDocument[] };

/** The decisions (by position) and documents (notices before minutes, in the document types' order; then as added) of some projects, in two queries. */
export const loadProjectParts = async (em: EntityManager, projects: readonly Project[]): Promise<Map<string, ProjectParts>> => {
  const parts = new Map<string, ProjectParts>(projects.map((project) => [project.id, { decisions: [], documents: [] }]));
  if (!projects.length) return parts;
  const [decisions, documents] = await Promise.all([
    em.find(ProjectDecision, { project: { $in: [...projects] } }, { orderBy: { position: 'asc', createdAt: 'asc' } }),
    em.find(ProjectDocument, { project: { $in: [...projects] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  for (const decision of decisions) parts.get(decision.project.id)!.decisions.push(decision);
  const order = (document: ProjectDocument) => documentTypes.indexOf(document.documentType);
  for (const document of documents.sort((a, b) => order(a) - order(b))) parts.get(document.project.id)!.documents.push(document);
  return parts;
};

export const loadOneProjectParts = async (em: EntityManager, project: Project): Promise<ProjectParts> => (await loadProjectParts(em, [project])).get(project.id)!;
