import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, type RegisterState } from './register-state';

export type ConversionFromIsinCommand = { isin: string };

// Country code, nine characters, check digit; the check digit itself is not verified.
const isinFormat = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/**
 * CONVERSION_FROM_ISIN, record-only: the company's shares left the central securities depository (VPS or
 * Euroclear) under this ISIN and the register is kept here from now on. Holdings are unchanged; when the
 * register is new, the holdings come with the opening SHAREHOLDING_PER_DATE entry.
 */
export const conversionFromIsin = (state: RegisterState, command: ConversionFromIsinCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  const isin = command.isin.trim().toUpperCase();
  if (!isinFormat.test(isin)) throw new LedgerError('invalidIsin');
  return { postings: [], stateChanges: [{ kind: 'isinConversion', isin }] };
};
