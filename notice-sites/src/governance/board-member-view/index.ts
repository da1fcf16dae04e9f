export { BoardMeetingHeader, BoardMeetingMatters, type MatterActions } from './BoardMeetingMatters';
