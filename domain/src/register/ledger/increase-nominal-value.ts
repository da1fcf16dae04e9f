import { nominalValueDecimals, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { PendingLedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, type RegisterState } from './register-state';

export type IncreaseNominalValueCommand = {
  newNominalValue: string;
  /** Not yet registered in the business register; the new value applies from the transaction date all the same. */
  isPending?: boolean;
};

/** INCREASE_NOMINAL_VALUE: a higher nominal value for all shares (a capital increase without new shares). */
export const increaseNominalValue = (state: RegisterState, command: IncreaseNominalValueCommand): PendingLedgerTransaction => {
  assertNotLiquidated(state);
  if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
  const nominalValue = parseDecimal(command.newNominalValue, 'invalidNominalValue', nominalValueDecimals);
  if (!nominalValue.greaterThan(state.nominalValue)) throw new LedgerError('nominalValueNotIncreased');
  return { postings: [], stateChanges: [{ kind: 'nominalValue', nominalValue: nominalValue.toFixed() }], isPending: command.isPending ?? false };
};
