import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findProject } from './find-project';
import { requireDecisionTool } from './require-decision-tool';

/** `PUT /project/{id}`: renames a project. */
export const renameProject = ({ em, actor, company, id, projectName }: { em: EntityManager; actor: User; company: Company; id: string; projectName: string }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    const before = { projectName: project.name };
    project.name = projectName;
    recordAuditEvent({ em: tx, type: 'project.renamed', actor, company, before, after: { projectId: project.id, projectName } });
    return project;
  });
