import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { decisionEffectOf } from '../decision-documents/decision-documents';
import { findDecision } from '../projects/find-decision';
import { findProject } from '../projects/find-project';
import { projectMeetingDate } from '../projects/project-meeting-date';
import { isApplicable, summaryOf } from './apply-effect';
import { DecisionApplication } from './decision-application.entity';
import type { DecisionApplyView } from './decision-apply-views';
import { isDecisionAdopted } from './decision-outcome';

/** Whether a decision can be applied and what it would write (the confirmation's words), or what its apply wrote. */
export const decisionApplyView = async (em: EntityManager, company: Company, projectId: string, decisionId: string): Promise<DecisionApplyView> => {
  const decision = await findDecision(em, await findProject(em, company, projectId), decisionId);
  const effect = decision.fields ? decisionEffectOf(decision.decisionType, decision.fields) : null;
  const applied = await em.findOne(DecisionApplication, { decision });
  const application = applied ? { appliedAt: applied.appliedAt.toISOString(), written: applied.written } : null;
  if (!isApplicable(effect)) return { decisionId, adopted: false, summary: null, refusal: { code: 'decisionApply.nothingToApply' }, application };
  const adopted = await isDecisionAdopted(em, decision);
  const meetingDate = await projectMeetingDate(em, decision.project);
  try {
    return { decisionId, adopted, summary: await summaryOf({ em, company, effect, meetingDate }), refusal: adopted ? null : { code: 'decisionApply.notAdopted' }, application };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { decisionId, adopted, summary: null, refusal: { code: error.code, params: error.params }, application };
  }
};
