/** Codes the file store can answer with. */
export const storageErrorCodes = ['storage.fileMissing'] as const;
