/** Codes an upload or download of an attachment can be refused with. */
export const attachmentErrorCodes = [
  'transactions.attachment.notFound',
  'transactions.attachment.empty',
  'transactions.attachment.tooLarge',
  'transactions.attachment.unsupportedType',
  'transactions.attachment.tooMany',
] as const;
