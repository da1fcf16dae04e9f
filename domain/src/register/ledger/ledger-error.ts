import type { LedgerErrorCode } from './ledger.errors';

export { ledgerErrorCodes, type LedgerErrorCode } from './ledger.errors';

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
