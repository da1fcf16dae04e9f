export { AddToCalendar } from './AddToCalendar';
export { BoardMeetingHeader, BoardMeetingMatters, type MatterActions } from './BoardMeetingMatters';
