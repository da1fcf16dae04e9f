/** Codes an apply of an adopted decision is refused with. */
export const decisionApplyErrorCodes = [
  'decisionApply.notAdopted',
  'decisionApply.alreadyApplied',
  'decisionApply.nothingToApply',
  'decisionApply.notInRegister',
  'decisionApply.notWhole',
  'decisionApply.noShares',
  'decisionApply.invalidInput',
  'decisionApply.unknownParagraph',
  'decisionApply.noArticles',
] as const;
