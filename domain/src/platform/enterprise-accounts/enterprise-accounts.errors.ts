/** Codes enterprise-account commands are refused with. */
export const enterpriseAccountsErrorCodes = [
  'enterpriseAccount.notFound',
  'enterpriseAccount.companyTaken',
] as const;
