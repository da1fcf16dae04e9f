/** Codes messaging answers with (the seed names none; ours). */
export const messagingErrorCodes = ['messaging.threadNotFound', 'messaging.recipientNotInCompany', 'messaging.noRecipients'] as const;
