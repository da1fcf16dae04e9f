/** Codes shareholder commands are refused with. */
export const shareholdersErrorCodes = [
  'shareholders.notFound',
  'shareholders.hasHeldShares',
  'shareholders.copy.sameCompany',
] as const;
