/** Codes a transaction can be refused with (seed: register, sections 5 and 8, plus the ledger's own). */
export const ledgerErrorCodes = [
  'multipleTransactions',
  'nominalValueMissing',
  'nominalValueError',
  'missingSharesPerShareholderError',
  'noShareIssueError',
  'greater-than-nominal',
  'shareNumbers.missing',
  'shareNumbers.invalid',
  'shareNumbers.sumMismatch',
  'insufficientShares',
  'sameShareholder',
  'existing-transaction-on-date',
  'dateBeforeLastTransaction',
] as const;
export type LedgerErrorCode = (typeof ledgerErrorCodes)[number];
