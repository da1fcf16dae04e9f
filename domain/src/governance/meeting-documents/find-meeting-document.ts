import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { ProjectDocument } from '../projects/project-document.entity';
import { NoticeSending } from './notice-sending.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document of one of the company's projects; another company's, like an unknown id, is `projects.documentNotFound`. */
export const findMeetingDocument = async (em: EntityManager, company: Company, documentId: string): Promise<ProjectDocument> => {
  requireDecisionTool(company);
  const document = uuidPattern.test(documentId) ? await em.findOne(ProjectDocument, { id: documentId, project: { company } }, { populate: ['project'] }) : null;
  if (!document) throw new DomainError('projects.documentNotFound');
  return document;
};

/** The notice's sending in force (sent and not revoked by reopening), if any. */
export const findActiveSending = (em: EntityManager, document: ProjectDocument): Promise<NoticeSending | null> =>
  em.findOne(NoticeSending, { document, revokedAt: null }, { orderBy: { sentAt: 'desc' } });
