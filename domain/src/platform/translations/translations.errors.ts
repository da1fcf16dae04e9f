/** Codes the translation admin refuses with. */
export const translationsErrorCodes = ['translations.keyNotFound'] as const;
