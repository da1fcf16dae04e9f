import { holderAccount, issuerAccount, type LedgerPosting } from './ledger-transaction';
import { consecutiveIntervals, normalizeIntervals, type ShareInterval } from './share-number-intervals';

export type NewSharesLine = { shareholderId: string; shareClassId: string; numberOfShares: bigint };

/** New shares handed to one holder in one class. */
export type NewHolding = { shareholderId: string; shareClassId: string; intervals: readonly ShareInterval[] };

const sizeOf = (interval: ShareInterval) => interval.to - interval.from + 1n;

/**
 * New shares from the issuer: the issuer's debits first, one per class and run of consecutive numbers, then a credit
 * per holding and interval. Balanced per class and number as a debit per credit would be, in about half the rows:
 * an opening of 100,000 holders of one class is 100,001 postings, not 200,000.
 */
export const issuedPostings = (holdings: readonly NewHolding[]): LedgerPosting[] => {
  const issued = new Map<string, ShareInterval[]>();
  const credits: LedgerPosting[] = [];
  for (const { shareholderId, shareClassId, intervals } of holdings) {
    const account = holderAccount(shareholderId);
    const ofClass = issued.get(shareClassId) ?? issued.set(shareClassId, []).get(shareClassId)!;
    for (const interval of intervals) {
      credits.push({ account, shareClassId, quantity: sizeOf(interval), interval });
      ofClass.push(interval);
    }
  }
  const debits = [...issued].flatMap(([shareClassId, intervals]) =>
    normalizeIntervals(intervals).map((interval): LedgerPosting => ({ account: issuerAccount, shareClassId, quantity: -sizeOf(interval), interval })),
  );
  return [...debits, ...credits];
};

/** New shares (positive counts) numbered after the company's highest share number, line by line in the order given. */
export const newSharePostings = (highestShareNumber: bigint, lines: readonly NewSharesLine[]): LedgerPosting[] => {
  const intervals = consecutiveIntervals(lines.map((line) => line.numberOfShares), highestShareNumber);
  return issuedPostings(lines.map(({ shareholderId, shareClassId }, index) => ({ shareholderId, shareClassId, intervals: [intervals[index]!] })));
};
