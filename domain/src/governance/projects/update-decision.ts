import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { parseDecisionFields } from '../decision-documents/decision-documents';
import type { TDecisionDocumentUpdate } from '../decision-documents/decision-documents.schemas';
import { loadResolutionContext } from '../decision-documents/load-resolution-context';
import { checkFreetextType } from '../decisions/matter-types';
import { findDecision } from './find-decision';
import { findProject } from './find-project';
import { requireProjectUnlocked } from './project-lock';
import { projectMeetingDate } from './project-meeting-date';
import { loadOneProjectParts } from './project-parts';
import type { ProjectDecision } from './project-decision.entity';
import { requireDecisionTool } from './require-decision-tool';

const facts = ({ localizedTitles, matterTexts, requiresGeneralMeeting, freetextTypeForAllDocuments, customizedFreetextTypePerDocument, fields }: Omit<TDecisionDocumentUpdate, 'decisionType' | 'fields'> & Pick<ProjectDecision, 'fields'>) => ({
  localizedTitles,
  matterTexts,
  requiresGeneralMeeting,
  freetextTypeForAllDocuments,
  customizedFreetextTypePerDocument,
  fields: fields ?? null,
});

/**
 * `PUT /project/{id}/decisions/{decisionId}`: a decision's titles, matter texts, (for freetext) matter types and (for a
 * type drafted as a document) the fields of its resolution. A customized type must be one the project's documents
 * offer, its choices naming only their documents; the fields must be of the decision's own type (checked by its schema
 * when parsed) and name only the company's share classes; nothing is written otherwise.
 */
export const updateDecision = ({ em, actor, company, id, decisionId, input }: { em: EntityManager; actor: User; company: Company; id: string; decisionId: string; input: TDecisionDocumentUpdate }) =>
  em.transactional(async (tx) => {
    requireDecisionTool(company);
    const project = await findProject(tx, company, id);
    const decision = await findDecision(tx, project, decisionId);
    if (input.decisionType && input.decisionType !== decision.decisionType) throw new DomainError('decisionDocuments.wrongType', { field: 'decisionType' });
    const parts = await loadOneProjectParts(tx, project);
    requireProjectUnlocked(parts.documents);
    const documents = parts.documents.map(({ documentType }) => documentType);
    let fields = decision.fields ?? null;
    if (input.fields !== undefined && input.fields !== null) {
      const context = await loadResolutionContext({ em: tx, company, meetingDate: await projectMeetingDate(tx, project) });
      const parsed = parseDecisionFields(decision.decisionType, input.fields, context);
      if (!parsed.fields) throw new DomainError(parsed.problems[0]!.code as never, { field: parsed.problems[0]!.field });
      fields = parsed.fields;
    }
    const after = facts({ ...input, fields, customizedFreetextTypePerDocument: input.freetextTypeForAllDocuments === 'CUSTOMIZED' ? input.customizedFreetextTypePerDocument : [] });
    const problem = checkFreetextType(after, documents);
    if (problem) throw new DomainError(problem.code, { field: problem.field });
    const before = facts(decision);
    Object.assign(decision, after);
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'decision.updated', actor, company, before: { projectId: project.id, decisionId, ...before }, after });
    return { project, decision, documents };
  });
