import { ledgerErrorCodes } from '../ledger/ledger.errors';

/** Codes a transaction, or a correction of one, can be refused with: the ledger's own, and the log's date and correction rules. */
export const transactionErrorCodes = [
  ...ledgerErrorCodes,
  'transactions.notFound',
  'existing-transaction-on-date',
  'dateBeforeLastTransaction',
  'unsupportedTransactionType',
  'transactions.delete.validation-error',
  'transactions.change-date.validation-error',
  'transactions.change-nominal-value.validation-error',
] as const;
export type TransactionErrorCode = (typeof transactionErrorCodes)[number];
