import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { isBoardMeetingDocument } from '../decisions/document-types';
import { findProject } from '../projects/find-project';
import type { Project } from '../projects/project.entity';
import { loadOneProjectParts } from '../projects/project-parts';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { BoardMeeting } from './board-meeting.entity';

/**
 * A project of the company that holds a board meeting document, with its saved board meeting if any. A project
 * without a board document is `boardMeetings.notFound`; another company's project `projects.notFound`.
 */
export const findBoardMeetingProject = async (em: EntityManager, company: Company, id: string): Promise<{ project: Project; meeting: BoardMeeting | null }> => {
  requireDecisionTool(company);
  const project = await findProject(em, company, id);
  const { documents } = await loadOneProjectParts(em, project);
  if (!documents.some(({ documentType }) => isBoardMeetingDocument(documentType))) throw new DomainError('boardMeetings.notFound');
  return { project, meeting: await em.findOne(BoardMeeting, { project }) };
};
