import { parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import { holderAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, holdingOf, type RegisterState } from './register-state';
import { selectShares, type ShareSelection } from './select-shares';
import { assertKnownShareClass } from './share-classes';

export const transferTypes = ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'] as const;
export type TransferType = (typeof transferTypes)[number];

export type TransferParties = {
  transactionType: TransferType;
  fromShareholderId: string;
  toShareholderId: string;
  /** Required for BUY_SELL; stays in the entry's payload, the postings carry no money. */
  pricePerShare?: string;
};

export type TransferCommand = TransferParties & ShareSelection & { shareClassId: string };

/** Checks what every transfer shares: two different holders, and a price for a sale. */
export const assertTransferParties = (state: RegisterState, parties: TransferParties): void => {
  assertNotLiquidated(state);
  if (parties.fromShareholderId === parties.toShareholderId) throw new LedgerError('sameShareholder');
  if (parties.transactionType === 'BUY_SELL' || parties.pricePerShare !== undefined) parseDecimal(parties.pricePerShare, 'invalidPricePerShare');
};

/** BUY_SELL, GIFT, INHERITANCE, OTHER_TRANSFER: given share numbers, or the seller's lowest, move to the buyer. */
export const transfer = (state: RegisterState, command: TransferCommand): LedgerTransaction => {
  assertTransferParties(state, command);
  assertKnownShareClass(state, command.shareClassId);
  const intervals = selectShares(holdingOf(state, command.fromShareholderId, command.shareClassId), command);
  return {
    postings: movePostings(holderAccount(command.fromShareholderId), holderAccount(command.toShareholderId), command.shareClassId, intervals),
    stateChanges: [],
  };
};
