import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { containsIntervals, countShares, normalizeIntervals, subtractIntervals, takeLowest, type ShareInterval } from './share-number-intervals';

/**
 * Which shares a transfer, cancellation or conversion takes: given share numbers, or a count of the lowest.
 * `promised` are numbers of the holding that later entries give away (a back-dated entry): a count takes the
 * lowest of the others first, so it is refused only when the holding cannot cover it.
 */
export type ShareSelection = { numberOfShares?: bigint; shareNumbers?: readonly ShareInterval[]; promised?: readonly ShareInterval[] };

/** The intervals taken from `held`: given numbers must be held; a count takes the holder's lowest numbers that no later entry needs. */
export const selectShares = (held: readonly ShareInterval[], { numberOfShares, shareNumbers, promised }: ShareSelection): ShareInterval[] => {
  if (shareNumbers && shareNumbers.length > 0) {
    const intervals = normalizeIntervals(shareNumbers);
    if (numberOfShares !== undefined && countShares(intervals) !== numberOfShares) throw new LedgerError('shareNumbers.sumMismatch');
    if (!containsIntervals(held, intervals)) throw new LedgerError('insufficientShares');
    return intervals;
  }
  if (numberOfShares === undefined || numberOfShares <= 0n) throw new LedgerError('invalidNumberOfShares');
  if (promised && promised.length > 0) {
    const free = subtractIntervals(held, normalizeIntervals(promised));
    if (countShares(free) >= numberOfShares) return takeLowest(free, numberOfShares);
  }
  return takeLowest(held, numberOfShares);
};

/** Per holder and class, the numbers `later` entries take from the holder: what a back-dated entry should leave. */
export type PromisedNumbers = (shareholderId: string, shareClassId: string) => readonly ShareInterval[];

export const promisedBy = (later: readonly LedgerTransaction[]): PromisedNumbers => {
  const given = new Map<string, ShareInterval[]>();
  for (const { postings } of later)
    for (const { account, shareClassId, quantity, interval } of postings)
      if (account.kind === 'HOLDER' && quantity < 0n) {
        const key = JSON.stringify([account.shareholderId, shareClassId]);
        given.set(key, [...(given.get(key) ?? []), interval]);
      }
  return (shareholderId, shareClassId) => given.get(JSON.stringify([shareholderId, shareClassId])) ?? [];
};

/** Nothing promised: an entry at the end of the log. */
export const nothingPromised: PromisedNumbers = () => [];
