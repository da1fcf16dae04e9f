import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { decisionEffectOf, parseDecisionFields, resolutionMatterTexts } from '../decision-documents/decision-documents';
import type { DecisionDraftView } from '../decision-documents/decision-document-views';
import type { TDecisionDraft } from '../decision-documents/decision-documents.schemas';
import { loadResolutionContext } from '../decision-documents/load-resolution-context';
import { findDecision } from './find-decision';
import { findProject } from './find-project';
import { projectMeetingDate } from './project-meeting-date';

/**
 * `POST /project/{id}/decisions/{decisionId}/draft`: the decision's default resolution in nb, sv and en from the
 * fields given and the company's register as of the meeting date, for the editor to show and the user to edit and
 * save. Nothing is stored.
 */
export const draftDecisionResolution = async ({ em, company, id, decisionId, input }: { em: EntityManager; company: Company; id: string; decisionId: string; input: TDecisionDraft }): Promise<DecisionDraftView> => {
  const project = await findProject(em, company, id);
  const decision = await findDecision(em, project, decisionId);
  if (input.decisionType !== decision.decisionType) throw new DomainError('decisionDocuments.wrongType', { field: 'decisionType' });
  const context = await loadResolutionContext({ em, company, meetingDate: await projectMeetingDate(em, project) });
  const parsed = parseDecisionFields(decision.decisionType, input.fields, context);
  if (!parsed.fields) throw new DomainError(parsed.problems[0]!.code as never, { field: parsed.problems[0]!.field });
  return { matterTexts: resolutionMatterTexts(decision.decisionType, parsed.fields, context), effect: decisionEffectOf(decision.decisionType, parsed.fields) };
};
