/**
 * Codes the board member view refuses with. A wrong or missing meeting password and a login needed are 401, so the
 * page asks again (seed 002, section 8).
 */
export const boardMemberViewErrorCodes = [
  'noticeForBoardMember.loadNoticeError',
  'boardMemberView.passwordRequired',
  'boardMemberView.wrongPassword',
  'boardMemberView.loginRequired',
  'boardMemberView.notTheRecipient',
  'boardMemberView.noCompanyRole',
  'boardMemberView.votingClosed',
  'boardMemberView.commentsOnly',
  'boardMemberView.sentForSigning',
  'boardMemberView.minutesNotSigned',
] as const;
