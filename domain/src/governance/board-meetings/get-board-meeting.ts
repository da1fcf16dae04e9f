import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { defaultBoardMeetingData, findBoardRoles } from './board-meeting-data';
import { boardMeetingJson } from './board-meeting-json';
import type { BoardMeetingView } from './board-meeting-views';
import { findBoardMeetingProject } from './find-board-meeting';

/** `GET /project/{projectId}/board-meeting`: the saved notice data, or the defaults for a project made in the list. */
export const getBoardMeeting = async ({ em, company, id, now = new Date() }: { em: EntityManager; company: Company; id: string; now?: Date }): Promise<BoardMeetingView> => {
  const { project, meeting } = await findBoardMeetingProject(em, company, id);
  const roles = await findBoardRoles(em, company);
  return boardMeetingJson(project, meeting ?? defaultBoardMeetingData(now, roles), roles, meeting !== null);
};
