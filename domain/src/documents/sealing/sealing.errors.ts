/** Codes sealing and verification can be refused with. */
export const sealingErrorCodes = ['sealing.invalidOriginal', 'sealing.noSigners', 'sealing.verify.fileRequired', 'sealing.verify.tooLarge'] as const;
