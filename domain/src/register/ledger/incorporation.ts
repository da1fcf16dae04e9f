import { nominalValueDecimals, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import type { RegisterState } from './register-state';
import { shareholdingPerDate, type ShareholdingPerDateCommand } from './shareholding-per-date';

export type IncorporationCommand = ShareholdingPerDateCommand;

/**
 * INCORPORATION: the founders' shares, by the rules of the opening register (`shareholdingPerDate`), except
 * that founders pay in share capital, so the nominal value must be positive (`nominalValueError` for 0).
 */
export const incorporation = (state: RegisterState, command: IncorporationCommand): LedgerTransaction => {
  const transaction = shareholdingPerDate(state, command);
  if (parseDecimal(command.nominalValue, 'nominalValueMissing', nominalValueDecimals).isZero()) throw new LedgerError('nominalValueError');
  return transaction;
};
