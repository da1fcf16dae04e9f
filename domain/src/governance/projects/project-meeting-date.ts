import type { EntityManager } from '@mikro-orm/core';
import { todayLocalDate } from '../../kernel/validation/local-date';
import { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import type { Project } from './project.entity';

/** The date a project's decisions are taken: its general meeting's, else its board meeting's, else today (no meeting set yet). */
export const projectMeetingDate = async (em: EntityManager, project: Project, now = new Date()): Promise<string> =>
  (await em.findOne(GeneralMeeting, { project }, { fields: ['meetingDate'] }))?.meetingDate ??
  (await em.findOne(BoardMeeting, { project }, { fields: ['meetingDate'] }))?.meetingDate ??
  todayLocalDate(now);
