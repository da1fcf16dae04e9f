/** Codes a document view link can be refused with: the seed's missing-file state (000 section 8) for a link that opens nothing. */
export const documentViewErrorCodes = ['file-preview.missing-file'] as const;
