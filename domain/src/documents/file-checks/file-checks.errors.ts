/** The seed's upload refusals (002 section 8, "File validation"), in the order the checks run. */
export const fileChecksErrorCodes = ['unsupported-files', 'file-exceeds-max-size', 'files-exceed-max-request-size', 'invalid-file', 'file-exceeds-max-dimensions'] as const;
