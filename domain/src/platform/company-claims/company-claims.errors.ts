/** Codes a company's claim is refused with, and what a company whose claim waits is refused. */
export const companyClaimsErrorCodes = ['company.claimPending', 'company.claimNotProven', 'company.claimAlreadyProven'] as const;
