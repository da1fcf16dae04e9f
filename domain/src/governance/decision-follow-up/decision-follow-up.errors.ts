/** Codes the decision follow-up's commands are refused with. */
export const decisionFollowUpErrorCodes = [
  'decisionFollowUp.notDecided',
  'decisionFollowUp.attachmentKindNotAsked',
  'decisionFollowUp.tooManyAttachments',
  'decisionFollowUp.attachmentNotFound',
  'decisionFollowUp.noRegisterNotification',
  'decisionFollowUp.notificationNotProduced',
] as const;
