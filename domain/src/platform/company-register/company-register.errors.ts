/** Codes a company search is refused with. */
export const companyRegisterErrorCodes = [
  'companySearch.unavailable',
] as const;
