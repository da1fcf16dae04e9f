import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { findDecidedDecisions } from './find-decided-decisions';
import { decisionFollowUpItemsOf } from './find-decision-follow-ups';

/**
 * One decision of the company in its follow-up: another company's decision, like an unknown one, is
 * `decisions.notFound`; a decision whose minutes are not signed yet is `decisionFollowUp.notDecided`.
 */
export const findDecisionFollowUp = async ({ em, company, decisionId }: { em: EntityManager; company: Company; decisionId: string }) => {
  requireDecisionTool(company);
  const decision = await em.findOne(ProjectDecision, { id: decisionId, project: { company } }, { populate: ['project.company'] });
  if (!decision) throw new DomainError('decisions.notFound');
  const decided = (await findDecidedDecisions({ em, companies: [company] })).find((entry) => entry.decision.id === decision.id);
  if (!decided) throw new DomainError('decisionFollowUp.notDecided');
  const [item] = await decisionFollowUpItemsOf(em, [decided]);
  return { decided, item: item ?? null };
};
