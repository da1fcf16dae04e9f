import { defaultTimeZone, formatDate, formatLongDate } from '../../kernel/format/date';
import type { Language } from '../../kernel/i18n/languages';
import { defaultDocumentLanguage, type DocumentLanguageChoice } from '../decisions/document-types';
import type { BoardMeetingForm, MeetingDocumentSelection, MeetingOption } from './meeting-constants';

const localFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: defaultTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as the company's local date-time, YYYY-MM-DDTHH:MM (Norway and Sweden share the zone). */
export const localDateTime = (instant: Date): string => {
  const parts = Object.fromEntries(localFormatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

/** The date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/**
 * When a meeting ends (seed 002, section 5): on its date, or the next day when the end time is earlier than the
 * start (a meeting from 22:00 to 01:00). Times are HH:MM and dates YYYY-MM-DD, local to the company.
 */
export const meetingEnd = (date: string, startTime: string, endTime: string): { endDate: string; endTime: string } => ({
  endDate: endTime < startTime ? addDays(date, 1) : date,
  endTime,
});

/** The meeting's start and end as local date-times (YYYY-MM-DDTHH:MM), the seed's meetingStartDate and meetingEndDate. */
export const meetingPeriod = (date: string, startTime: string, endTime: string) => {
  const end = meetingEnd(date, startTime, endTime);
  return { meetingStartDate: `${date}T${startTime}`, meetingEndDate: `${end.endDate}T${end.endTime}` };
};

/** A meeting's start as an email or a document writes it for its reader: "12. desember 2026 17:00". */
export const meetingStartText = (language: Language, date: string, startTime: string) => `${formatLongDate(date, language)} ${startTime}`;

/** A meeting's time as a document prints it: "12. desember 2026 17:00–18:00", the end's date too when it runs past midnight. */
export const meetingTimeText = (language: Language, date: string, startTime: string, endTime: string) => {
  const end = meetingEnd(date, startTime, endTime);
  return `${meetingStartText(language, date, startTime)}–${end.endDate === date ? end.endTime : meetingStartText(language, end.endDate, end.endTime)}`;
};

/** A local date-time (YYYY-MM-DDTHH:MM, as `meetingPeriod` gives it) as its reader sees it: "12. desember 2026 17:00". */
export const localDateTimeText = (language: Language, dateTime: string) => {
  const [date = '', time = ''] = dateTime.split('T');
  return meetingStartText(language, date, time);
};

/** A meeting's period from its local start and end date-times (YYYY-MM-DDTHH:MM), as `meetingTimeText` writes it. */
export const meetingPeriodText = (language: Language, meetingStartDate: string, meetingEndDate: string) => {
  const [date = '', startTime = ''] = meetingStartDate.split('T');
  return meetingTimeText(language, date, startTime, meetingEndDate.split('T')[1] ?? '');
};

export type NewMeetingDefaults = {
  meetingType: 'BOARD_MEETING';
  meetingDate: string;
  startTime: string;
  endTime: string;
  meetingForm: BoardMeetingForm;
  meetingDocumentSelection: MeetingDocumentSelection;
  meetingOptions: MeetingOption[];
  meetingDocumentLanguage: DocumentLanguageChoice;
  ordinaryGeneralMeeting: boolean;
};

/** The new meeting form's defaults (seed 002, sections 4, 5 and 9): today, 12:00 to 14:00, hybrid, notice and minutes, Norwegian, ordinary. */
export const newMeetingDefaults = (now: Date): NewMeetingDefaults => ({
  meetingType: 'BOARD_MEETING',
  meetingDate: formatDate(now),
  startTime: '12:00',
  endTime: '14:00',
  meetingForm: 'hybrid',
  meetingDocumentSelection: 'NOTICE_AND_MINUTES',
  meetingOptions: ['NOTICE', 'MINUTES'],
  meetingDocumentLanguage: defaultDocumentLanguage,
  ordinaryGeneralMeeting: true,
});
