import Decimal from 'decimal.js';
import { DomainError } from '../errors/domain-error';
import type { HashedPosting } from './log-hash';
import { countShares, lowestRuns, parseShareRuns, subtractRuns, type ShareRun } from './share-numbers';

/**
 * The pure rules of each transaction: from what the register holds now to balanced postings. A posting
 * without a shareholder is the company's issuer account for the class; per class the postings sum to 0.
 * Share numbers run per company across classes, as in a Norwegian register: new shares are numbered
 * after the highest number ever issued.
 */

type Allocation = { shareholderId: string; shareTypeId: string; numberOfShares: bigint; shareNumbers?: string };

const move = (from: string | null, to: string | null, shareTypeId: string, runs: readonly ShareRun[]): HashedPosting[] =>
  runs.flatMap((run) => {
    const quantity = run.to - run.from + 1n;
    return [
      { shareholderId: from, shareTypeId, quantity: -quantity, numberFrom: run.from, numberTo: run.to },
      { shareholderId: to, shareTypeId, quantity, numberFrom: run.from, numberTo: run.to },
    ];
  });

/** Numbers the allocations without explicit share numbers, in order, after `highest`. */
const numberInOrder = (allocations: readonly Allocation[], highest: bigint) => {
  let next = highest + 1n;
  return allocations.map((allocation) => {
    const runs = [{ from: next, to: next + allocation.numberOfShares - 1n }];
    next += allocation.numberOfShares;
    return { allocation, runs };
  });
};

/** The opening register: every holding at a date, with share numbers given for all or none. */
export const shareholdingPerDate = ({ isEmpty, nominalValue, allocations }: { isEmpty: boolean; nominalValue: string | null; allocations: readonly Allocation[] }) => {
  if (!isEmpty) throw new DomainError('multipleTransactions');
  if (nominalValue === null || new Decimal(nominalValue).isNegative()) throw new DomainError('nominalValueMissing');
  const holdings = allocations.filter((allocation) => allocation.numberOfShares > 0n);
  if (holdings.length === 0) throw new DomainError('missingSharesPerShareholderError');
  const numbered = holdings.some((allocation) => allocation.shareNumbers?.trim());
  let placed: { allocation: Allocation; runs: ShareRun[] }[];
  if (numbered) {
    placed = holdings.map((allocation) => {
      if (!allocation.shareNumbers?.trim()) throw new DomainError('shareNumbers.missing', { shareholderId: allocation.shareholderId });
      const runs = parseShareRuns(allocation.shareNumbers);
      if (!runs) throw new DomainError('shareNumbers.invalid', { shareholderId: allocation.shareholderId });
      if (countShares(runs) !== allocation.numberOfShares) throw new DomainError('shareNumbers.sumMismatch', { shareholderId: allocation.shareholderId });
      return { allocation, runs };
    });
    const all = placed.flatMap(({ runs }) => runs).sort((a, b) => (a.from < b.from ? -1 : 1));
    if (all.some((run, index) => index > 0 && run.from <= all[index - 1]!.to)) throw new DomainError('shareNumbers.invalid');
  } else placed = numberInOrder(holdings, 0n);
  const postings = placed.flatMap(({ allocation, runs }) => move(null, allocation.shareholderId, allocation.shareTypeId, runs));
  const highest = placed.flatMap(({ runs }) => runs).reduce((max, run) => (run.to > max ? run.to : max), 0n);
  return { postings, nominalValue, highestShareNumber: highest };
};

type IssueLine = Allocation & { sharePrice: string };

/** New shares, numbered after the highest existing number; the price may not be below the nominal value. */
export const issueShares = ({ nominalValue, highestShareNumber, lines, isBonusIssue }: { nominalValue: string | null; highestShareNumber: bigint; lines: readonly IssueLine[]; isBonusIssue: boolean }) => {
  if (nominalValue === null) throw new DomainError('nominalValueMissing');
  if (new Decimal(nominalValue).isZero()) throw new DomainError('nominalValueError');
  const issued = lines.filter((line) => line.numberOfShares > 0n);
  if (issued.length === 0) throw new DomainError('noShareIssueError');
  if (!isBonusIssue && issued.some((line) => new Decimal(line.sharePrice).lessThan(nominalValue))) throw new DomainError('greater-than-nominal');
  const placed = numberInOrder(issued, highestShareNumber);
  return {
    postings: placed.flatMap(({ allocation, runs }) => move(null, allocation.shareholderId, allocation.shareTypeId, runs)),
    highestShareNumber: placed.at(-1)!.runs[0]!.to,
  };
};

/** Moves given share numbers, or the seller's lowest numbers, from one holder to another. */
export const transferShares = ({
  sellerRuns,
  fromShareholderId,
  toShareholderId,
  shareTypeId,
  numberOfShares,
  shareNumbers,
}: {
  sellerRuns: readonly ShareRun[];
  fromShareholderId: string;
  toShareholderId: string;
  shareTypeId: string;
  numberOfShares: bigint;
  shareNumbers?: string;
}) => {
  if (fromShareholderId === toShareholderId) throw new DomainError('sameShareholder');
  let runs: ShareRun[] | null;
  if (shareNumbers?.trim()) {
    runs = parseShareRuns(shareNumbers);
    if (!runs) throw new DomainError('shareNumbers.invalid');
    if (countShares(runs) !== numberOfShares) throw new DomainError('shareNumbers.sumMismatch');
    if (!subtractRuns(sellerRuns, runs)) throw new DomainError('insufficientShares');
  } else {
    runs = lowestRuns(sellerRuns, numberOfShares);
    if (!runs || numberOfShares <= 0n) throw new DomainError('insufficientShares');
  }
  return { postings: move(fromShareholderId, toShareholderId, shareTypeId, runs) };
};
