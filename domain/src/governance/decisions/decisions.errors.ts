/** Codes decision commands are refused with. */
export const decisionsErrorCodes = ['decisions.notFound', 'decisions.customizedNotAvailable', 'decisions.unknownDocument'] as const;
