/** Codes message attachments answer with (the seed names none; ours). */
export const messageAttachmentsErrorCodes = ['messageAttachments.notFound', 'messageAttachments.tooMany'] as const;
