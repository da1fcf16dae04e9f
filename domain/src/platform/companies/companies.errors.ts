/** Codes a company lookup is refused with. */
export const companiesErrorCodes = [
  'company.notFound',
  'company.alreadyRegistered',
] as const;
