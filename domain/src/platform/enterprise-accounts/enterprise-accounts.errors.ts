/** Codes enterprise-account commands are refused with. */
export const enterpriseAccountsErrorCodes = [
  'enterpriseAccount.notFound',
  'enterpriseAccount.companyTaken',
  'enterpriseAccount.logoNotFound',
  'enterpriseAccount.logoUnsupported',
  'enterpriseAccount.logoTooLarge',
] as const;
