/** Codes the sending, reopening and rendering of meeting documents are refused with. */
export const meetingDocumentsErrorCodes = [
  'meetingDocuments.notANotice',
  'meetingDocuments.alreadySent',
  'meetingDocuments.noRecipients',
  'meetingDocuments.recipientWithoutEmail',
  'meetingDocuments.loginWithExtraParticipants',
  'meetingDocuments.recipientNotFound',
  'meetingDocuments.notLocked',
  'meetingDocuments.notSent',
  'meetingDocuments.notMinutes',
  'meetingDocuments.deadlinePassed',
] as const;
