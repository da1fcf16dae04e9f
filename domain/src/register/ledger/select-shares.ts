import { LedgerError } from './ledger-error';
import { containsIntervals, countShares, normalizeIntervals, takeLowest, type ShareInterval } from './share-number-intervals';

/** Which shares a transfer, cancellation or conversion takes: given share numbers, or a count of the lowest. */
export type ShareSelection = { numberOfShares?: bigint; shareNumbers?: readonly ShareInterval[] };

/** The intervals taken from `held`: given numbers must be held; a count takes the holder's lowest numbers. */
export const selectShares = (held: readonly ShareInterval[], { numberOfShares, shareNumbers }: ShareSelection): ShareInterval[] => {
  if (shareNumbers && shareNumbers.length > 0) {
    const intervals = normalizeIntervals(shareNumbers);
    if (numberOfShares !== undefined && countShares(intervals) !== numberOfShares) throw new LedgerError('shareNumbers.sumMismatch');
    if (!containsIntervals(held, intervals)) throw new LedgerError('insufficientShares');
    return intervals;
  }
  if (numberOfShares === undefined || numberOfShares <= 0n) throw new LedgerError('invalidNumberOfShares');
  return takeLowest(held, numberOfShares);
};
