import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findDecision } from './find-decision';
import { findProject } from './find-project';
import { requireProjectUnlocked } from './project-lock';
import { loadOneProjectParts } from './project-parts';
import { requireDecisionTool } from './require-decision-tool';

/** `DELETE /project/{id}/decisions/{decisionId}`: removes a decision (not from a locked project); the others keep their order. */
export const removeDecision = ({ em, actor, company, id, decisionId }: { em: EntityManager; actor: User; company: Company; id: string; decisionId: string }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    requireProjectUnlocked((await loadOneProjectParts(tx, project)).documents);
    const decision = await findDecision(tx, project, decisionId);
    recordAuditEvent({ em: tx, type: 'decision.removed', actor, company, before: { projectId: project.id, decisionId, decisionType: decision.decisionType, localizedTitles: decision.localizedTitles } });
    tx.remove(decision);
    project.updatedAt = new Date();
    return { projectId: project.id, decisionId };
  });
