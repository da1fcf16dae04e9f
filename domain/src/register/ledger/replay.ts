import { isLedgerError, LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { applyPostings, applyTransaction, copyRegister, emptyRegister, type RegisterState } from './register-state';

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

/** Entries that only move numbers between holders: no state change that alters the register, no number issued or cancelled. */
export const onlyMovesNumbers = (entry: LedgerTransaction) =>
  entry.postings.every((posting) => posting.account.kind === 'HOLDER') &&
  entry.stateChanges.every((change) => !['nominalValue', 'shareClass', 'renumbering', 'liquidation'].includes(change.kind));

/**
 * The register before `entries`, from the register after them, for entries that only move numbers between
 * holders (`onlyMovesNumbers`): their postings undone, the latest first.
 */
export const undoEntries = (entries: readonly LedgerEntry[], after: RegisterState): RegisterState =>
  [...entries]
    .sort(byDateThenSequence)
    .reverse()
    .reduce((state, entry) => applyPostings(state, entry.postings.map((posting) => ({ ...posting, quantity: -posting.quantity })), true), copyRegister(after));
