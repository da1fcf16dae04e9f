/** Follow-up step types and states (seed 002, section 3), in the order a decision goes through them. */
export const followUpStepTypes = ['viewSubscribers', 'subscriptionForm', 'subscriptionFormStatus', 'allocatedShares', 'attachment', 'identification', 'sendToBR', 'apply'] as const;
export type FollowUpStepType = (typeof followUpStepTypes)[number];

export const followUpStepStatuses = ['READY', 'IN_PROGRESS', 'COMPLETED'] as const;
export type FollowUpStepStatus = (typeof followUpStepStatuses)[number];

/** Required attachment kinds (seed 002, section 3), as codes. */
export const requiredAttachmentKinds = [
  'shareCapitalContributionConfirmations',
  'boardElectionIdentifications',
  'ceoEmploymentIdentification',
  'procuraIdentification',
  'powerOfAttorney',
  'uploadedFile',
  'businessRegisterStatus',
] as const;
export type RequiredAttachmentKind = (typeof requiredAttachmentKinds)[number];

/** What one decision's follow-up may take as uploads: at most this many files, each the register attachments' 20 MiB. */
export const decisionAttachmentLimits = { maxPerDecision: 30 } as const;
