import { holderAccount, issuerAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, holdingOf, type RegisterState } from './register-state';
import { selectShares, type ShareSelection } from './select-shares';
import { assertKnownShareClass } from './share-classes';

export type CancellationOfSharesCommand = ShareSelection & { shareholderId: string; shareClassId: string };

/** CANCELLATION_OF_SHARES: the holder's given numbers, or its lowest, go back to the issuer and are not reissued. */
export const cancellationOfShares = (state: RegisterState, command: CancellationOfSharesCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  assertKnownShareClass(state, command.shareClassId);
  const intervals = selectShares(holdingOf(state, command.shareholderId, command.shareClassId), command);
  return { postings: movePostings(holderAccount(command.shareholderId), issuerAccount, command.shareClassId, intervals), stateChanges: [] };
};
