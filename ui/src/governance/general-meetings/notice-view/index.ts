export { NoticeContent } from './NoticeContent';
export { RichTextLines } from './RichTextLines';
export { noticeAgendaItemLabel } from './notice-agenda-label';
export { MeetingVideoLink } from './MeetingVideoLink';
