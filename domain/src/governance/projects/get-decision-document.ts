import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { decidingBodyOf, decisionEffectOf, decisionFieldFormOf, defaultDecisionFields, hasDecisionDocument, parseDecisionFields } from '../decision-documents/decision-documents';
import type { DecisionDocumentView } from '../decision-documents/decision-document-views';
import { loadResolutionContext } from '../decision-documents/load-resolution-context';
import { majorityByLaw } from '../decisions/decision-majority';
import { findDecision } from './find-decision';
import { findProject } from './find-project';
import { projectMeetingDate } from './project-meeting-date';

/** `GET /project/{id}/decisions/{decisionId}/document`: the decision's fields form, its deciding body and majority by the company's law, and its effect. */
export const getDecisionDocument = async ({ em, company, id, decisionId }: { em: EntityManager; company: Company; id: string; decisionId: string }): Promise<DecisionDocumentView> => {
  const project = await findProject(em, company, id);
  const decision = await findDecision(em, project, decisionId);
  const type = decision.decisionType;
  const body = decidingBodyOf(type);
  const context = await loadResolutionContext({ em, company, meetingDate: await projectMeetingDate(em, project) });
  const fields = decision.fields ?? defaultDecisionFields(type, context);
  const parsed = fields ? parseDecisionFields(type, fields, context) : null;
  const { majority, source } = majorityByLaw({ type, country: company.country, body });
  return {
    hasDocument: hasDecisionDocument(type),
    body,
    majority,
    majoritySource: source,
    form: decisionFieldFormOf(type),
    fields,
    classes: context.classes.map(({ id: classId, names }) => ({ id: classId, names })),
    effect: parsed?.fields ? decisionEffectOf(type, parsed.fields) : null,
  };
};
