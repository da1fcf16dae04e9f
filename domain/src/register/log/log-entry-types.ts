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

/** Corrections are new log entries pointing at the entry they correct; entries are never changed. */
export const corrections = ['DELETE', 'REDATE', 'REGISTER', 'NOMINAL_VALUE'] as const;
export type Correction = (typeof corrections)[number];
/** The corrections that move an entry's date: REGISTER also ends a pending issue's wait for its registration date. */
export const isDateCorrection = (correction: Correction | null | undefined): boolean => correction === 'REDATE' || correction === 'REGISTER';
