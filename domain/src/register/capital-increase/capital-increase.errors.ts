/** Codes the increase of share capital decision is refused with. */
export const capitalIncreaseErrorCodes = ['capitalIncrease.notThisDecisionType'] as const;
