/** Codes general meeting settings and notices are refused with. */
export const generalMeetingsErrorCodes = [
  'generalMeetings.notFound',
  'generalMeetings.unknownCompanyRole',
  'generalMeetings.unknownAgendaItem',
  'generalMeetings.unknownShareClass',
  'generalMeetings.unknownShareholder',
  'generalMeetings.noShareholdersWithEmail',
  'generalMeetings.notANotice',
  'generalMeetings.meetingEnded',
  'generalMeetings.meetingStarted',
  'generalMeetings.meetingNotHeld',
  'documents.generalMeetingMinutes.sendForSigningError',
  'noticeForShareholder.loadNoticeError',
  'noticeForShareholder.passwordRequired',
  'noticeForShareholder.wrongPassword',
  'noticeForShareholder.loginRequired',
  'noticeForShareholder.notTheRecipient',
] as const;
