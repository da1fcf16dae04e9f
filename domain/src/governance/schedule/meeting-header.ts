import { instantOfDayAndTime } from '../../kernel/format/date';
import { languages, type Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { BoardMeetingData } from '../board-meetings/board-meeting-data';
import { formsWithLink } from '../board-meetings/meeting-constants';
import { withHttpsPrefix } from '../board-meetings/meeting-link';
import { meetingPeriod } from '../board-meetings/meeting-times';
import type { ProjectStatus } from '../projects/project-constants';
import { webCalendarLinks, type CalendarEvent, type WebCalendarLinks } from './calendar-event';

type MeetingFacts = Pick<BoardMeetingData, 'meetingDate' | 'startTime' | 'endDate' | 'endTime' | 'boardMeetingForm' | 'meetingPlace' | 'inlineAddress' | 'meetingLink'>;

/**
 * The meeting header's data (seed 000, section 6 and seed 002, section 3): title, company, start and end (local
 * YYYY-MM-DDTHH:MM), whether it is held by circulation, the feedback deadline (a circulation's votes are due at its
 * end; none otherwise), the project's status, the meeting link with its https prefix, and the web-calendar links in
 * each language.
 */
export type MeetingHeader = {
  title: string;
  companyName: string;
  startDate: string;
  endDate: string;
  isCirculation: boolean;
  feedbackDeadline: string | null;
  status: ProjectStatus;
  meetingLink: string | null;
  calendarLinks: Record<Language, WebCalendarLinks>;
};

/** Where the meeting is, as a calendar and an email name it: the address, the company's office, or (met online only) the link. */
export const meetingLocation = (meeting: MeetingFacts, language: Language) => {
  const link = meeting.meetingLink ? withHttpsPrefix(meeting.meetingLink) : '';
  if (meeting.boardMeetingForm === 'circulation') return '';
  if (meeting.boardMeetingForm === 'electronic') return link;
  return meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddress ? meeting.inlineAddress : translate(language, 'meetingPlace.companysOffice');
};

/** The meeting as a calendar entry in one language; its uid stays the project's so a calendar updates it. */
export const meetingCalendarEvent = ({ projectId, title, companyName, meeting, language }: { projectId: string; title: string; companyName: string; meeting: MeetingFacts; language: Language }): CalendarEvent => {
  const link = meeting.meetingLink && formsWithLink.includes(meeting.boardMeetingForm) ? withHttpsPrefix(meeting.meetingLink) : '';
  const description = [
    translate(language, 'schedule.calendar.description', { companyName, form: translate(language, `meetingForm.${meeting.boardMeetingForm}`) }),
    ...(link ? [translate(language, 'schedule.calendar.link', { link })] : []),
  ].join('\n');
  return {
    uid: `board-meeting-${projectId}@andel`,
    title: translate(language, 'schedule.calendar.title', { title, companyName }),
    description,
    location: meetingLocation(meeting, language),
    start: instantOfDayAndTime(meeting.meetingDate, meeting.startTime),
    end: instantOfDayAndTime(meeting.endDate, meeting.endTime),
  };
};

export const meetingHeaderOf = ({ projectId, title, companyName, status, meeting }: { projectId: string; title: string; companyName: string; status: ProjectStatus; meeting: MeetingFacts }): MeetingHeader => {
  const period = meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime);
  const isCirculation = meeting.boardMeetingForm === 'circulation';
  return {
    title,
    companyName,
    startDate: period.meetingStartDate,
    endDate: period.meetingEndDate,
    isCirculation,
    feedbackDeadline: isCirculation ? period.meetingEndDate : null,
    status,
    meetingLink: meeting.meetingLink ? withHttpsPrefix(meeting.meetingLink) : null,
    calendarLinks: Object.fromEntries(
      languages.map((language) => [language, webCalendarLinks(meetingCalendarEvent({ projectId, title, companyName, meeting, language }))]),
    ) as Record<Language, WebCalendarLinks>,
  };
};
