import { nominalValueDecimals, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, type RegisterState } from './register-state';

export type ReductionOfNominalValueCommand = { newNominalValue: string };

/** REDUCTION_NOMINAL_VALUE: a lower nominal value for all shares, which stays positive (`nominalValueError` for 0). */
export const reductionOfNominalValue = (state: RegisterState, command: ReductionOfNominalValueCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
  const nominalValue = parseDecimal(command.newNominalValue, 'invalidNominalValue', nominalValueDecimals);
  if (nominalValue.isZero()) throw new LedgerError('nominalValueError');
  if (!nominalValue.lessThan(state.nominalValue)) throw new LedgerError('nominalValueNotReduced');
  return { postings: [], stateChanges: [{ kind: 'nominalValue', nominalValue: nominalValue.toFixed() }] };
};
