/** The seed's upload refusals (002 section 8, "File validation"), and ours for a PDF we cannot walk, in the order the checks run. */
export const fileChecksErrorCodes = ['unsupported-files', 'file-exceeds-max-size', 'files-exceed-max-request-size', 'invalid-file', 'unreadable-pdf', 'file-exceeds-max-dimensions'] as const;
