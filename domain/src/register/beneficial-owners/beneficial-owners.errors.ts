/** Codes the beneficial-owner calls are refused with; nothing is written when one is raised. */
export const beneficialOwnersErrorCodes = ['beneficialOwners.statementNotFound', 'beneficialOwners.ownerNotFound', 'beneficialOwners.alreadyConfirmed', 'beneficialOwners.invalidPercent'] as const;
export type BeneficialOwnersErrorCode = (typeof beneficialOwnersErrorCodes)[number];
