import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findDocumentSignings } from './document-signing';
import { findProject } from './find-project';
import { projectJson } from './project-json';
import { loadOneProjectParts } from './project-parts';
import type { ProjectView } from './project-views';
import { requireDecisionTool } from './require-decision-tool';

/** One project of the company with its decisions and documents. */
export const getProject = async ({ em, company, viewer, id }: { em: EntityManager; company: Company; viewer: User; id: string }): Promise<ProjectView> => {
  requireDecisionTool(company);
  const project = await findProject(em, company, id);
  await em.populate(project, ['owner', 'company']);
  const parts = await loadOneProjectParts(em, project);
  return projectJson(project, parts, await findDocumentSignings(em, parts.documents), viewer);
};
