import { LedgerError } from './ledger-error';
import { holderAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { allHoldings, type RegisterState } from './register-state';
import { assertTransferParties, type TransferParties } from './transfer';

export type SellAllCommand = TransferParties;

/** The seed's "sell all": every share of every class the seller holds moves to the buyer, numbers kept. */
export const sellAll = (state: RegisterState, command: SellAllCommand): LedgerTransaction => {
  assertTransferParties(state, command);
  const holdings = allHoldings(state).filter((holding) => holding.shareholderId === command.fromShareholderId);
  if (holdings.length === 0) throw new LedgerError('insufficientShares', { shareholderId: command.fromShareholderId });
  return {
    postings: holdings.flatMap(({ shareClassId, intervals }) =>
      movePostings(holderAccount(command.fromShareholderId), holderAccount(command.toShareholderId), shareClassId, intervals),
    ),
    stateChanges: [],
  };
};
