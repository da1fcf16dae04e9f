import type { BoardMeetingData } from '../board-meetings/board-meeting-data';

/** What a changed-meeting email is about: the date and times, the form and the place or link. */
export type MeetingWhenAndWhere = Pick<BoardMeetingData, 'meetingDate' | 'startTime' | 'endDate' | 'endTime' | 'boardMeetingForm' | 'meetingPlace' | 'inlineAddress' | 'meetingLink'>;

const fields: readonly (keyof MeetingWhenAndWhere)[] = ['meetingDate', 'startTime', 'endDate', 'endTime', 'boardMeetingForm', 'meetingPlace', 'inlineAddress', 'meetingLink'];

/** Whether the meeting's date, time or place changed (a new description or recipient is no changed meeting). */
export const meetingChanged = (before: MeetingWhenAndWhere, after: MeetingWhenAndWhere): boolean => fields.some((field) => (before[field] ?? null) !== (after[field] ?? null));
