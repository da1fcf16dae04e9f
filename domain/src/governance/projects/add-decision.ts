import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { TDecisionAdd } from '../decisions/decision.schemas';
import { findProject } from './find-project';
import { draftDefaultResolutions } from './draft-default-resolutions';
import { newDecision } from './new-decision';
import { projectMeetingDate } from './project-meeting-date';
import { requireProjectUnlocked } from './project-lock';
import { loadOneProjectParts } from './project-parts';
import { requireDecisionTypes } from './require-decision-tool';

/** `POST /project/{id}/decisions`: adds a decision of the catalogue after the project's others, if the subscription opens its type and the project is not locked. */
export const addDecision = ({ em, actor, company, id, input }: { em: EntityManager; actor: User; company: Company; id: string; input: TDecisionAdd }) =>
  em.transactional(async (tx) => {
    requireDecisionTypes(company, [input.decisionType]);
    const project = await findProject(tx, company, id);
    const parts = await loadOneProjectParts(tx, project);
    requireProjectUnlocked(parts.documents);
    const position = Math.max(-1, ...parts.decisions.map((decision) => decision.position)) + 1;
    const decision = newDecision(tx, project, input.decisionType, position, parts.documents.map(({ documentType }) => documentType));
    await draftDefaultResolutions({ em: tx, company, decisions: [decision], meetingDate: await projectMeetingDate(tx, project) });
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'decision.added', actor, company, after: { projectId: project.id, decisionId: decision.id, decisionType: input.decisionType } });
    return { project, decision, documents: parts.documents.map(({ documentType }) => documentType) };
  });
