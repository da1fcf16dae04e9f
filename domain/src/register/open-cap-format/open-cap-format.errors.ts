/** Codes an OCF import is refused with; nothing is written when one is raised. */
export const openCapFormatErrorCodes = [
  'openCapFormat.notAPackage',
  'openCapFormat.tooLarge',
  'openCapFormat.invalidPackage',
  'openCapFormat.extensionMissing',
  'openCapFormat.companyNotEmpty',
  'openCapFormat.unsupportedEntry',
  'openCapFormat.replayMismatch',
] as const;
export type OpenCapFormatErrorCode = (typeof openCapFormatErrorCodes)[number];
