import type Decimal from 'decimal.js';
import { Dec, nominalValueDecimals, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { PendingLedgerTransaction, StateChange } from './ledger-transaction';
import { newSharePostings, type NewSharesLine } from './new-shares';
import { assertNotLiquidated, outstandingShares, type RegisterState } from './register-state';
import { assertKnownShareClass, shareClassChanges, type ShareClassDefinition } from './share-classes';

export type IssueLine = NewSharesLine & { sharePrice: string };

export type IssueCommand = {
  lines: readonly IssueLine[];
  /** Paid from the company's equity (fondsemisjon): the price per share is not held against the nominal value. */
  isBonusIssue?: boolean;
  /** A debt conversion pays by set-off; the ledger applies the same price rule as to cash. */
  increaseType?: 'newIssue' | 'debtConversion';
  /** Not yet registered in the business register. The shares count from the transaction date all the same. */
  isPending?: boolean;
  /** Only when the company has no shares (the seed's shareNominalValue). */
  shareNominalValue?: string;
  shareClasses?: readonly ShareClassDefinition[];
};

const nominalValueFor = (state: RegisterState, command: IssueCommand): { nominalValue: Decimal; changes: StateChange[] } => {
  if (command.shareNominalValue !== undefined) {
    if (outstandingShares(state) > 0n) throw new LedgerError('nominalValueAlreadySet');
    const nominalValue = parseDecimal(command.shareNominalValue, 'invalidNominalValue', nominalValueDecimals);
    return { nominalValue, changes: [{ kind: 'nominalValue', nominalValue: nominalValue.toFixed() }] };
  }
  if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
  return { nominalValue: new Dec(state.nominalValue), changes: [] };
};

/** ISSUE: new shares to subscribers, numbered after the highest share number the company has handed out. */
export const issue = (state: RegisterState, command: IssueCommand): PendingLedgerTransaction => {
  assertNotLiquidated(state);
  for (const { shareholderId, numberOfShares } of command.lines)
    if (numberOfShares < 0n) throw new LedgerError('invalidNumberOfShares', { shareholderId });
  const lines = command.lines.filter((line) => line.numberOfShares > 0n);
  if (lines.length === 0) throw new LedgerError('noShareIssueError');
  const { nominalValue, changes } = nominalValueFor(state, command);
  if (nominalValue.isZero()) throw new LedgerError('nominalValueError');
  const classChanges = shareClassChanges(state, command.shareClasses);
  for (const { shareholderId, shareClassId, sharePrice } of lines) {
    assertKnownShareClass(state, shareClassId, command.shareClasses);
    const price = parseDecimal(sharePrice, 'invalidSharePrice');
    if (!command.isBonusIssue && price.lessThan(nominalValue)) throw new LedgerError('greater-than-nominal', { shareholderId });
  }
  return {
    postings: newSharePostings(state.highestShareNumber, lines),
    stateChanges: [...changes, ...classChanges],
    isPending: command.isPending ?? false,
  };
};
