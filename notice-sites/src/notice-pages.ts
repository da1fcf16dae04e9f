/** The anonymous pages: notices, reviews, signing, invitations and shared documents, reached by unguessable links. */
export const noticePages = [
  { path: '/notice-board-meeting/:noticeDocumentId', titleKey: 'notice.boardMeeting.title' },
] as const;
