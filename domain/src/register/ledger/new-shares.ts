import { holderAccount, issuerAccount, movePostings, type LedgerPosting } from './ledger-transaction';
import { consecutiveIntervals } from './share-number-intervals';

export type NewSharesLine = { shareholderId: string; shareClassId: string; numberOfShares: bigint };

/** New shares (positive counts) numbered after the company's highest share number, line by line in the order given. */
export const newSharePostings = (highestShareNumber: bigint, lines: readonly NewSharesLine[]): LedgerPosting[] => {
  const intervals = consecutiveIntervals(lines.map((line) => line.numberOfShares), highestShareNumber);
  return lines.flatMap((line, index) => movePostings(issuerAccount, holderAccount(line.shareholderId), line.shareClassId, [intervals[index]!]));
};
