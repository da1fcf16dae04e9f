/** Codes a public register load or an auto-import is refused with; nothing is written when one is raised. */
export const publicRegisterErrorCodes = [
  'publicRegister.missingBom',
  'publicRegister.wrongHeader',
  'publicRegister.lineTooLong',
  'publicRegister.fileTooLarge',
  'publicRegister.invalidYear',
  'publicRegister.loadRunning',
  'publicRegister.loadNotFound',
  'publicRegister.noYearLoaded',
  'publicRegister.companyNotInRegister',
  'publicRegister.logNotEmpty',
  'publicRegister.noAutoImport',
] as const;
export type PublicRegisterErrorCode = (typeof publicRegisterErrorCodes)[number];
