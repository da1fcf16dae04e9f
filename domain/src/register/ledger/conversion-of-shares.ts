import { LedgerError } from './ledger-error';
import { holderAccount, issuerAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, holdingOf, type RegisterState } from './register-state';
import { selectShares, type ShareSelection } from './select-shares';
import { assertKnownShareClass, shareClassChanges, type ShareClassDefinition } from './share-classes';

export type ConversionOfSharesCommand = ShareSelection & {
  shareholderId: string;
  fromShareClassId: string;
  toShareClassId: string;
  /** When the target class is new. */
  toShareClass?: ShareClassDefinition;
};

/**
 * CONVERSION_OF_SHARES: the holder's shares of one class become shares of another with the same numbers.
 * Per class it balances: the old class's shares go back to its issuer, the new class's issuer hands them out.
 */
export const conversionOfShares = (state: RegisterState, command: ConversionOfSharesCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  if (command.fromShareClassId === command.toShareClassId) throw new LedgerError('sameShareClass');
  const definitions = command.toShareClass ? [command.toShareClass] : [];
  assertKnownShareClass(state, command.fromShareClassId);
  assertKnownShareClass(state, command.toShareClassId, definitions);
  const holder = holderAccount(command.shareholderId);
  const intervals = selectShares(holdingOf(state, command.shareholderId, command.fromShareClassId), command);
  return {
    postings: [
      ...movePostings(holder, issuerAccount, command.fromShareClassId, intervals),
      ...movePostings(issuerAccount, holder, command.toShareClassId, intervals),
    ],
    stateChanges: shareClassChanges(state, definitions),
  };
};
