import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { decisionEffectOf } from '../decision-documents/decision-documents';
import { findProject } from '../projects/find-project';
import { projectMeetingDate } from '../projects/project-meeting-date';
import { ProjectDecision } from '../projects/project-decision.entity';
import { applyEffect, isApplicable } from './apply-effect';
import { DecisionApplication } from './decision-application.entity';
import { decisionApplyView } from './find-decision-application';
import type { DecisionApplyView } from './decision-apply-views';
import { isDecisionAdopted } from './decision-outcome';

/** The decision of the project, locked for the apply so two applies at once are one and a refusal. */
const lockedDecision = async (em: EntityManager, company: Company, projectId: string, decisionId: string) => {
  const project = await findProject(em, company, projectId);
  const decision = await em.findOne(ProjectDecision, { id: decisionId, project }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!decision) throw new DomainError('decisions.notFound');
  return decision;
};

/**
 * One click from an adopted decision to the register (issue 28 §3): its effect (decision-documents'
 * `decisionEffectOf`) written by the room that owns it, and the `decision_application` that says what was written, all
 * in one transaction. Refused: a decision without an effect (`nothingToApply`), one applied already
 * (`alreadyApplied`), one the meeting did not adopt (`notAdopted`), and one whose figures no longer fit the register.
 */
export const applyAdoptedDecision = ({ em, actor, company, projectId, decisionId }: { em: EntityManager; actor: User; company: Company; projectId: string; decisionId: string }): Promise<DecisionApplyView> =>
  em.transactional(async (tx) => {
    const decision = await lockedDecision(tx, company, projectId, decisionId);
    const effect = decision.fields ? decisionEffectOf(decision.decisionType, decision.fields) : null;
    if (!isApplicable(effect)) throw new DomainError('decisionApply.nothingToApply');
    if (await tx.count(DecisionApplication, { decision })) throw new DomainError('decisionApply.alreadyApplied');
    if (!(await isDecisionAdopted(tx, decision))) throw new DomainError('decisionApply.notAdopted');
    const written = await applyEffect({ em: tx, actor, company, effect, meetingDate: await projectMeetingDate(tx, decision.project) });
    tx.create(DecisionApplication, { company, decision, written, appliedBy: actor });
    await tx.flush();
    return decisionApplyView(tx, company, projectId, decisionId);
  });
