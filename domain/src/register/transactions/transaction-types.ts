import type { TransactionType } from '../log/log-entry-types';

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

/** The log filter of the transaction list. */
export const transactionFilters = {
  all: null,
  transfer: ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'],
  issue: ['ISSUE', 'INCREASE_NOMINAL_VALUE', 'INCORPORATION', 'SHAREHOLDING_PER_DATE'],
  split: ['SPLIT', 'REVERSE_SPLIT'],
  capitalReduction: ['CANCELLATION_OF_SHARES', 'REDUCTION_NOMINAL_VALUE'],
  dividend: ['PAY_DIVIDEND'],
} as const satisfies Record<string, readonly TransactionType[] | null>;
