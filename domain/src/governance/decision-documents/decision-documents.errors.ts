/** Codes a decision's fields are refused with. */
export const decisionDocumentsErrorCodes = [
  'decisionDocuments.paymentBeforeRecordDate',
  'decisionDocuments.ratioDirection',
  'decisionDocuments.sameShareClass',
  'decisionDocuments.maxBelowMin',
  'decisionDocuments.unknownShareClass',
  'decisionDocuments.noFields',
  'decisionDocuments.wrongType',
] as const;
