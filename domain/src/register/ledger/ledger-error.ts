/** Codes the ledger refuses a command with: the seed's message keys where it names one (sections 5 and 8), else the ledger's own. */
export const ledgerErrorCodes = [
  'multipleTransactions',
  'nominalValueMissing',
  'nominalValueError',
  'invalidNominalValue',
  'nominalValueAlreadySet',
  'nominalValueNotIncreased',
  'nominalValueNotReduced',
  'missingSharesPerShareholderError',
  'noShareIssueError',
  'greater-than-nominal',
  'shareNumbers.missing',
  'shareNumbers.invalid',
  'shareNumbers.sumMismatch',
  'shareNumberTaken',
  'insufficientShares',
  'invalidNumberOfShares',
  'invalidSharePrice',
  'invalidPricePerShare',
  'sameShareholder',
  'sameShareClass',
  'unknownShareClass',
  'invalidVotesPerShare',
  'illegalSplitRatio',
  'invalidAmount',
  'noAmount',
  'missingAbsorbedCompany',
  'invalidIsin',
  'companyLiquidated',
  'unbalancedPostings',
  'invalidPosting',
] as const;
export type LedgerErrorCode = (typeof ledgerErrorCodes)[number];

export type LedgerErrorParams = Record<string, string | number>;

/** A refused ledger command or an invalid posting. The code is a message key; the ledger writes no sentences. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly params: LedgerErrorParams = {},
  ) {
    super(code);
    this.name = 'LedgerError';
  }
}

export const isLedgerError = (error: unknown): error is LedgerError => error instanceof LedgerError;
