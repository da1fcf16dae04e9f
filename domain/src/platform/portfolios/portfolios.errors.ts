/** Codes portfolio commands are refused with. */
export const portfoliosErrorCodes = [
  'portfolio.notFound',
  'portfolio.adminRoleRequired',
  'portfolio.autoonboardNotAllowed',
  'portfolio.tabNotInScope',
] as const;
