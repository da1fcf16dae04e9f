import { nominalValueDecimals, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { issuedPostings } from './new-shares';
import { isEmptyRegister, type RegisterState } from './register-state';
import { assertKnownShareClass, shareClassChanges, type ShareClassDefinition } from './share-classes';
import { consecutiveIntervals, countShares, normalizeIntervals, type ShareInterval } from './share-number-intervals';

export type OpeningAllocation = {
  shareholderId: string;
  shareClassId: string;
  numberOfShares: bigint;
  shareNumbers?: readonly ShareInterval[];
};

export type ShareholdingPerDateCommand = {
  nominalValue: string | null | undefined;
  shareClasses: readonly ShareClassDefinition[];
  allocations: readonly OpeningAllocation[];
};

/**
 * The opening register (SHAREHOLDING_PER_DATE): every holding at a date, on an empty register only.
 * Share numbers are given for every holding or for none; without them, holdings are numbered 1..N in the
 * order the allocations are given.
 */
export const shareholdingPerDate = (state: RegisterState, command: ShareholdingPerDateCommand): LedgerTransaction => {
  if (!isEmptyRegister(state)) throw new LedgerError('multipleTransactions');
  const nominalValue = parseDecimal(command.nominalValue, 'nominalValueMissing', nominalValueDecimals, 'invalidNominalValue');
  const stateChanges = shareClassChanges(state, command.shareClasses);

  for (const { shareholderId, numberOfShares } of command.allocations)
    if (numberOfShares < 0n) throw new LedgerError('invalidNumberOfShares', { shareholderId });
  const holdings = command.allocations.filter((allocation) => allocation.numberOfShares > 0n || (allocation.shareNumbers?.length ?? 0) > 0);
  if (!holdings.some((allocation) => allocation.numberOfShares > 0n)) throw new LedgerError('missingSharesPerShareholderError');
  for (const { shareClassId } of holdings) assertKnownShareClass(state, shareClassId, command.shareClasses);

  const numbered = holdings.some((allocation) => (allocation.shareNumbers?.length ?? 0) > 0);
  const intervals = numbered
    ? holdings.map(({ shareholderId, numberOfShares, shareNumbers }) => {
        if (!shareNumbers?.length) throw new LedgerError('shareNumbers.missing', { shareholderId });
        const given = normalizeIntervals(shareNumbers);
        if (countShares(given) !== numberOfShares) throw new LedgerError('shareNumbers.sumMismatch', { shareholderId });
        return given;
      })
    : consecutiveIntervals(holdings.map((allocation) => allocation.numberOfShares), 0n).map((interval) => [interval]);
  // Overlaps between holders are as invalid as overlaps within one holding.
  if (numbered) normalizeIntervals(intervals.flat());

  return {
    postings: issuedPostings(holdings.map(({ shareholderId, shareClassId }, index) => ({ shareholderId, shareClassId, intervals: intervals[index]! }))),
    stateChanges: [...stateChanges, { kind: 'nominalValue', nominalValue: nominalValue.toFixed() }],
  };
};
