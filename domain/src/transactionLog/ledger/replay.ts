import { isLedgerError, LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { applyTransaction, copyRegister, emptyRegister, type RegisterState } from './register-state';

/**
 * A log entry header with its postings: `sequence` is the gap-free order of appending within the company.
 * Replay takes the effective entries, after the correcting records (delete, redate) have been resolved.
 */
export type LedgerEntry = LedgerTransaction & { id: string; sequence: number; transactionDate: Date };

const byDateThenSequence = (a: LedgerEntry, b: LedgerEntry) =>
  a.transactionDate.getTime() - b.transactionDate.getTime() || a.sequence - b.sequence;

/**
 * The register after every entry, in transaction-date order and by sequence within a date; a refused entry is
 * named in the error. `initial` may define share classes before the first entry.
 */
export const replay = (entries: readonly LedgerEntry[], initial: RegisterState = emptyRegister()): RegisterState =>
  [...entries].sort(byDateThenSequence).reduce((state, entry) => {
    try {
      return applyTransaction(state, entry, true);
    } catch (error) {
      if (isLedgerError(error)) throw new LedgerError(error.code, { ...error.params, entryId: entry.id });
      throw error;
    }
  }, copyRegister(initial));

/** The register as of `date`, entries dated at that instant included. */
export const replayAsOf = (entries: readonly LedgerEntry[], date: Date, initial: RegisterState = emptyRegister()): RegisterState =>
  replay(
    entries.filter((entry) => entry.transactionDate.getTime() <= date.getTime()),
    initial,
  );
