export { AddToCalendar } from './AddToCalendar';
export { BoardMeetingHeader, BoardMeetingMatters, type MatterActions } from './BoardMeetingMatters';
export { PasswordPrompt } from './MeetingLinkPage';
export { downloadNoticeFile, noticeCall } from './notice-api';
export { MeetingLinkPage } from './MeetingLinkPage';
