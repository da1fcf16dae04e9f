import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Project } from './project.entity';
import { ProjectDecision } from './project-decision.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A decision of the project; one of another project is `decisions.notFound`. */
export const findDecision = async (em: EntityManager, project: Project, id: string): Promise<ProjectDecision> => {
  const decision = uuidPattern.test(id) ? await em.findOne(ProjectDecision, { id, project }) : null;
  if (!decision) throw new DomainError('decisions.notFound');
  return decision;
};
