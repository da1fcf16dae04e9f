/** Log entry types (seed: register, section 3). */
export const transactionTypes = [
  'AUTOIMPORT',
  'ISSUE',
  'INCORPORATION',
  'BUY_SELL',
  'GIFT',
  'INHERITANCE',
  'OTHER_TRANSFER',
  'SPLIT',
  'REVERSE_SPLIT',
  'INCREASE_NOMINAL_VALUE',
  'CANCELLATION_OF_SHARES',
  'REDUCTION_NOMINAL_VALUE',
  'PAY_DIVIDEND',
  'GROUP_CONTRIBUTION',
  'CONVERSION_OF_SHARES',
  'CONVERSION_FROM_ISIN',
  'SHAREHOLDING_PER_DATE',
  'LIQUIDATION',
  'MERGER',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The path segment of `POST /transaction/{type}` (seed: register, section 7). */
export const transactionPathTypes = [
  'transfer',
  'sellall',
  'increasenominalvalue',
  'issue',
  'sharesplit',
  'sharereversesplit',
  'sharecancellation',
  'reductionofnominalvalue',
  'paydividend',
  'registergroupcontribution',
  'conversionofshares',
  'conversionfromisin',
  'shareholdingperdate',
  'liquidation',
  'merger',
  'incorporation',
] as const;
export type TransactionPathType = (typeof transactionPathTypes)[number];

/** Corrections are new log entries pointing at the entry they correct; entries are never changed. */
export const corrections = ['DELETE', 'REDATE', 'REGISTER', 'NOMINAL_VALUE'] as const;
export type Correction = (typeof corrections)[number];

/** The log filter of the transaction list. */
export const transactionFilters = {
  all: null,
  transfer: ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'],
  issue: ['ISSUE', 'INCREASE_NOMINAL_VALUE', 'INCORPORATION', 'SHAREHOLDING_PER_DATE'],
  split: ['SPLIT', 'REVERSE_SPLIT'],
  capitalReduction: ['CANCELLATION_OF_SHARES', 'REDUCTION_NOMINAL_VALUE'],
  dividend: ['PAY_DIVIDEND'],
} as const satisfies Record<string, readonly TransactionType[] | null>;
