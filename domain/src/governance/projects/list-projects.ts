import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { projectsInTab, type ProjectTab } from './project-constants';
import { findDocumentSignings } from './document-signing';
import { Project } from './project.entity';
import { projectListItemJson } from './project-json';
import { loadProjectParts } from './project-parts';
import type { ProjectListItem } from './project-views';
import { requireDecisionTool } from './require-decision-tool';

/** A company's projects, last changed first, for one tab of the list (every admin sees every project of the company). */
export const listProjects = async ({ em, company, viewer, tab }: { em: EntityManager; company: Company; viewer: User; tab: ProjectTab }): Promise<ProjectListItem[]> => {
  requireDecisionTool(company);
  const projects = await em.find(Project, { company }, { populate: ['owner'], orderBy: { updatedAt: 'desc', id: 'asc' } });
  const parts = await loadProjectParts(em, projects);
  const signings = await findDocumentSignings(em, [...parts.values()].flatMap(({ documents }) => documents));
  return projectsInTab(
    projects.map((project) => projectListItemJson(project, parts.get(project.id)!, signings, viewer)),
    tab,
  );
};
