import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { meetingAgenda } from './meeting-agenda';

/**
 * A project's general meeting as the live calls need it: the project and its company, the meeting date and the agenda
 * with each item's rule. Given a company, another company's project is `notFound` as a missing one is.
 */
export const liveMeetingContext = async (em: EntityManager, projectId: string, company?: Company) => {
  const meeting = await em.findOne(GeneralMeeting, { project: projectId }, { populate: ['project.company'] });
  if (!meeting || (company && meeting.project.company.id !== company.id)) throw new DomainError('notFound');
  const { project } = meeting;
  return { project, company: project.company, meetingDate: meeting.meetingDate, agenda: await meetingAgenda(em, project, meeting.agendaItemRules) };
};
export type LiveMeetingContext = Awaited<ReturnType<typeof liveMeetingContext>>;
