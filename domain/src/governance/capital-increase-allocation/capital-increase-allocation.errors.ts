/** Codes the share allocation and its apply are refused with. */
export const capitalIncreaseAllocationErrorCodes = [
  'capitalIncrease.allocation.unknownRound',
  'capitalIncrease.allocation.notConfirmed',
  'capitalIncrease.allocation.alreadyApplied',
  'capitalIncrease.allocation.registerMoved',
] as const;
