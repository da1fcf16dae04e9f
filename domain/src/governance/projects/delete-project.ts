import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findProject } from './find-project';
import { requireDecisionTool } from './require-decision-tool';

/** `DELETE /project/{id}`: the project with its decisions, documents and meeting details (cascading in the database). */
export const deleteProject = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    recordAuditEvent({ em: tx, type: 'project.deleted', actor, company, before: { projectId: project.id, projectName: project.name, status: project.status } });
    tx.remove(project);
    return { projectId: id };
  });
