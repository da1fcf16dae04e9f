import { DomainError } from '../../kernel/errors/domain-error';

/** Shares of one class: a holding, or the part of a nominee's holding voted one way. */
export type ClassShares = { shareClassId: string; shares: bigint };

/**
 * A nominee holding for several owners may split its vote, each part a number of shares of a class voted one way. The
 * parts are whole positive numbers of shares (`powersOfAttorney.splitSharesNotPositive`), and per class they add up to
 * at most the shares the nominee holds (`powersOfAttorney.splitExceedsShares` with `shareClassId` and `held`); shares
 * left out of the split are represented but not voted.
 */
export const assertSplitWithinHoldings = ({ split, holdings }: { split: readonly ClassShares[]; holdings: readonly ClassShares[] }): void => {
  const voted = new Map<string, bigint>();
  for (const { shareClassId, shares } of split) {
    if (shares <= 0n) throw new DomainError('powersOfAttorney.splitSharesNotPositive', { shareClassId });
    voted.set(shareClassId, (voted.get(shareClassId) ?? 0n) + shares);
  }
  for (const [shareClassId, shares] of voted) {
    const held = holdings.filter((holding) => holding.shareClassId === shareClassId).reduce((sum, holding) => sum + holding.shares, 0n);
    if (shares > held) throw new DomainError('powersOfAttorney.splitExceedsShares', { shareClassId, held: held.toString() });
  }
};
