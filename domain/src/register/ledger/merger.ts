import { Dec } from './decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { newSharePostings, type NewSharesLine } from './new-shares';
import { assertNotLiquidated, type RegisterState } from './register-state';
import { assertKnownShareClass, shareClassChanges, type ShareClassDefinition } from './share-classes';

export type MergerCommand = {
  /** The absorbed company, e.g. its organisation number. */
  absorbedCompany: string;
  /** Consideration shares to the absorbed company's holders; none when a parent absorbs its own subsidiary. */
  lines: readonly NewSharesLine[];
  shareClasses?: readonly ShareClassDefinition[];
};

/**
 * MERGER, from the absorbing company's side: a record of the absorbed company plus an issue of consideration
 * shares, numbered like any issue. The exchange ratio is applied before the command (lines carry share counts),
 * and there is no price check: the contribution is the absorbed company's net assets, not cash per share.
 */
export const merger = (state: RegisterState, command: MergerCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  const absorbedCompany = command.absorbedCompany.trim();
  if (!absorbedCompany) throw new LedgerError('missingAbsorbedCompany');
  for (const { shareholderId, numberOfShares } of command.lines)
    if (numberOfShares < 0n) throw new LedgerError('invalidNumberOfShares', { shareholderId });
  const lines = command.lines.filter((line) => line.numberOfShares > 0n);
  if (lines.length > 0) {
    if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
    if (new Dec(state.nominalValue).isZero()) throw new LedgerError('nominalValueError');
  }
  for (const { shareClassId } of lines) assertKnownShareClass(state, shareClassId, command.shareClasses);
  return {
    postings: newSharePostings(state.highestShareNumber, lines),
    stateChanges: [...shareClassChanges(state, command.shareClasses), { kind: 'merger', absorbedCompany }],
  };
};
