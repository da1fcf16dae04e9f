import { Dec, nominalValueDecimals } from './decimal';
import { LedgerError } from './ledger-error';
import { holderAccount, issuerAccount, movePostings, type LedgerTransaction } from './ledger-transaction';
import { allHoldings, assertNotLiquidated, type RegisterState } from './register-state';
import { consecutiveIntervals, countShares } from './share-number-intervals';

/** `from` old shares become `to` new ones: 1:10 is a split, 10:1 a reverse split. */
export type SplitRatio = { from: bigint; to: bigint };

/**
 * Every holding of `count` shares becomes count × to / from shares (a whole number, else `illegalSplitRatio`),
 * and the nominal value becomes nominal × from / to (at most 4 decimals, else `illegalSplitRatio`), so the
 * share capital is unchanged. Each holder gives its old numbers back to the issuer and receives one block of
 * new numbers; the blocks are numbered 1..N in the order of the holdings' lowest old numbers, so the relative
 * order of holdings survives and the gaps of cancelled shares close.
 */
export const resplit = (state: RegisterState, ratio: SplitRatio): LedgerTransaction => {
  assertNotLiquidated(state);
  if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
  const nominalValue = new Dec(state.nominalValue).times(ratio.from.toString()).dividedBy(ratio.to.toString());
  if (nominalValue.decimalPlaces() > nominalValueDecimals) throw new LedgerError('illegalSplitRatio');
  const holdings = allHoldings(state);
  const counts = holdings.map(({ intervals }) => {
    const scaled = countShares(intervals) * ratio.to;
    if (scaled % ratio.from !== 0n) throw new LedgerError('illegalSplitRatio');
    return scaled / ratio.from;
  });
  const renumbered = consecutiveIntervals(counts, 0n);
  return {
    postings: holdings.flatMap(({ shareholderId, shareClassId, intervals }, index) => [
      ...movePostings(holderAccount(shareholderId), issuerAccount, shareClassId, intervals),
      ...movePostings(issuerAccount, holderAccount(shareholderId), shareClassId, [renumbered[index]!]),
    ]),
    stateChanges: [{ kind: 'renumbering' }, { kind: 'nominalValue', nominalValue: nominalValue.toFixed() }],
  };
};
