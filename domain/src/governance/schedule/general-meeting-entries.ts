import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { NoticeSending } from '../meeting-documents/notice-sending.entity';
import type { ScheduleEntry } from './schedule-views';

/** The company's general meetings in the period whose notice is out: what a shareholder is called to (issue 24). */
export const generalMeetingEntries = async (em: EntityManager, company: Company, from: string, to: string): Promise<ScheduleEntry[]> => {
  const meetings = await em.find(GeneralMeeting, { project: { company }, meetingDate: { $lte: to }, endDate: { $gte: from } }, { populate: ['project'], orderBy: { meetingDate: 'asc', startTime: 'asc' } });
  if (!meetings.length) return [];
  const sendings = await em.find(NoticeSending, { revokedAt: null, document: { documentType: 'notice_general_meeting', project: { $in: meetings.map(({ project }) => project) } } }, { populate: ['document'] });
  const sent = new Set(sendings.map((sending) => sending.document.project.id));
  return meetings
    .filter((meeting) => sent.has(meeting.project.id))
    .map((meeting) => {
      const { meetingStartDate, meetingEndDate } = meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime);
      return {
        projectId: meeting.project.id,
        kind: 'generalMeeting',
        title: meeting.project.name,
        start: meetingStartDate,
        end: meetingEndDate,
        boardMeetingForm: meeting.meetingForm,
        isCirculation: false,
        feedbackDeadline: null,
        status: meeting.project.status,
        sent: true,
      };
    });
};
