/** Codes an export is refused with. */
export const exportErrorCodes = ['shareholders.error.export'] as const;
