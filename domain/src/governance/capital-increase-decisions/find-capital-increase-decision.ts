import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { findDecision } from '../projects/find-decision';
import { findProject } from '../projects/find-project';
import { isProjectLocked } from '../projects/project-lock';
import { loadOneProjectParts } from '../projects/project-parts';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { CapitalIncreaseDecision } from './capital-increase-decision.entity';

/** A project's increase of share capital decision with its stored form (none yet: null); another type is `capitalIncrease.notThisDecisionType`. */
export const findCapitalIncreaseDecision = async (em: EntityManager, company: Company, projectId: string, decisionId: string) => {
  requireDecisionTool(company);
  const project = await findProject(em, company, projectId);
  const decision = await findDecision(em, project, decisionId);
  if (decision.decisionType !== 'increaseOfShareCapital') throw new DomainError('capitalIncrease.notThisDecisionType');
  const [stored, parts] = await Promise.all([em.findOne(CapitalIncreaseDecision, { decision }), loadOneProjectParts(em, project)]);
  return { project, decision, stored, isLocked: isProjectLocked(parts.documents) };
};
