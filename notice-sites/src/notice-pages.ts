/** The anonymous pages: notices, reviews, signing, invitations and shared documents, reached by unguessable links. */
export const noticePages = [
  { path: '/notice-board-meeting/:noticeDocumentId', titleKey: 'notice.boardMeeting.title' },
  { path: '/sign', titleKey: 'notice.sign.title' },
  { path: '/signing/:signingMethod', titleKey: 'notice.signing.title' },
  { path: '/subscription-form', titleKey: 'notice.subscriptionForm.title' },
  { path: '/document/view/:documentId', titleKey: 'notice.documentView.title' },
] as const;
