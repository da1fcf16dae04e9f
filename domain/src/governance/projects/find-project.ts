import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { Project } from './project.entity';
import { ProjectDecision } from './project-decision.entity';
import { ProjectDocument } from './project-document.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project of the company; another company's project, like an unknown or malformed id, is `projects.notFound`. */
export const findProject = async (em: EntityManager, company: Company, id: string): Promise<Project> => {
  const project = uuidPattern.test(id) ? await em.findOne(Project, { id, company }) : null;
  if (!project) throw new DomainError('projects.notFound');
  return project;
};

/** The organisation number of a project's company, for the BFF's company locator. */
export const findProjectOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(Project, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;

export const findProjectDecisionOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(ProjectDecision, { id }, { populate: ['project.company'] }))?.project.company.organisationNumber ?? null;

export const findProjectDocumentOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(ProjectDocument, { id }, { populate: ['project.company'] }))?.project.company.organisationNumber ?? null;
