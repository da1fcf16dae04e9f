import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { TDecisionUpdate } from '../decisions/decision.schemas';
import { checkFreetextType } from '../decisions/matter-types';
import { findDecision } from './find-decision';
import { findProject } from './find-project';
import { requireProjectUnlocked } from './project-lock';
import { loadOneProjectParts } from './project-parts';
import { requireDecisionTool } from './require-decision-tool';

const facts = ({ localizedTitles, matterTexts, requiresGeneralMeeting, freetextTypeForAllDocuments, customizedFreetextTypePerDocument }: TDecisionUpdate) => ({
  localizedTitles,
  matterTexts,
  requiresGeneralMeeting,
  freetextTypeForAllDocuments,
  customizedFreetextTypePerDocument,
});

/**
 * `PUT /project/{id}/decisions/{decisionId}`: a decision's titles, matter texts and (for freetext) matter types.
 * A customized type must be one the project's documents offer, its choices naming only their documents; any other
 * type is written the same way into every document.
 */
export const updateDecision = ({ em, actor, company, id, decisionId, input }: { em: EntityManager; actor: User; company: Company; id: string; decisionId: string; input: TDecisionUpdate }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    const decision = await findDecision(tx, project, decisionId);
    const parts = await loadOneProjectParts(tx, project);
    requireProjectUnlocked(parts.documents);
    const documents = parts.documents.map(({ documentType }) => documentType);
    const after = facts({ ...input, customizedFreetextTypePerDocument: input.freetextTypeForAllDocuments === 'CUSTOMIZED' ? input.customizedFreetextTypePerDocument : [] });
    const problem = checkFreetextType(after, documents);
    if (problem) throw new DomainError(problem.code, { field: problem.field });
    const before = facts(decision);
    Object.assign(decision, after);
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'decision.updated', actor, company, before: { projectId: project.id, decisionId, ...before }, after });
    return { project, decision, documents };
  });
