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

const applyEntry = (state: RegisterState, entry: LedgerEntry): RegisterState => {
  try {
    return applyTransaction(state, entry, true);
  } catch (error) {
    if (isLedgerError(error)) throw new LedgerError(error.code, { ...error.params, entryId: entry.id });
    throw error;
  }
};

/**
 * The register after every entry, in transaction-date order and by sequence within a date; a refused entry is
 * named in the error. `initial` may define share classes before the first entry.
 */
export const replay = (entries: readonly LedgerEntry[], initial: RegisterState = emptyRegister()): RegisterState =>
  [...entries].sort(byDateThenSequence).reduce(applyEntry, copyRegister(initial));

/** A pause of a replay: the register after every entry dated up to `asOf`, and the highest sequence among them. */
export type ReplayStretch = { state: RegisterState; asOf: Date; highestSequence: number };

/**
 * The same replay, pausing after every `length` entries or a few more (at the end of a date, never inside one)
 * with the register so far; the replay goes on changing that register, so read it before asking for the next.
 * Returns the register after every entry.
 */
export function* replayInStretches(entries: readonly LedgerEntry[], initial: RegisterState, length: number): Generator<ReplayStretch, RegisterState> {
  const sorted = [...entries].sort(byDateThenSequence);
  let state = copyRegister(initial);
  let highestSequence = 0;
  let sinceLast = 0;
  for (const [index, entry] of sorted.entries()) {
    state = applyEntry(state, entry);
    highestSequence = Math.max(highestSequence, entry.sequence);
    const next = sorted[index + 1];
    if (++sinceLast >= length && next && next.transactionDate > entry.transactionDate) {
      yield { state, asOf: entry.transactionDate, highestSequence };
      sinceLast = 0;
    }
  }
  return state;
}

/** The register as of `date`, entries dated at that instant included. */
export const replayAsOf = (entries: readonly LedgerEntry[], date: Date, initial: RegisterState = emptyRegister()): RegisterState =>
  replay(
    entries.filter((entry) => entry.transactionDate.getTime() <= date.getTime()),
    initial,
  );
