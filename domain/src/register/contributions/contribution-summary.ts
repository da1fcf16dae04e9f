import Decimal from 'decimal.js';
import type { ContributionType } from './contribution-types';

export type SummaryDetail = { type: ContributionType; shareholderId: string; amount: string; recallableAmount: string };

/** Seed 001's per-shareholder summary; amounts as decimal strings with 2 decimals, ownership a fraction of all shares with 6. */
export type ContributionSummary = {
  shareholderId: string;
  committed: string;
  contributed: string;
  distributed: string;
  recallable: string;
  /** Contributed minus distributed: what the holder has put in, net. */
  net: string;
  /** Commitment minus contribution plus recallable, floored at 0. */
  remaining: string;
  ownership: string;
};

const money = (value: Decimal) => value.toFixed(2);

/**
 * Sums one book's details per holder (seed: committed, contributed, distributed, recallable, net, remaining,
 * ownership). Exact decimals throughout; `shares` holds each holder's shares today and `totalShares` the company's,
 * so a holder with no entries but shares still shows their ownership.
 */
export const contributionSummary = ({ details, shares, totalShares }: { details: readonly SummaryDetail[]; shares: ReadonlyMap<string, bigint>; totalShares: bigint }): ContributionSummary[] => {
  const sums = new Map<string, Record<ContributionType | 'RECALLABLE', Decimal>>();
  const sumsOf = (shareholderId: string) => {
    let sum = sums.get(shareholderId);
    if (!sum) sums.set(shareholderId, (sum = { COMMITMENT: new Decimal(0), CONTRIBUTION: new Decimal(0), DISTRIBUTION: new Decimal(0), RECALLABLE: new Decimal(0) }));
    return sum;
  };
  for (const detail of details) {
    const sum = sumsOf(detail.shareholderId);
    sum[detail.type] = sum[detail.type].plus(detail.amount);
    sum.RECALLABLE = sum.RECALLABLE.plus(detail.recallableAmount);
  }
  for (const shareholderId of shares.keys()) sumsOf(shareholderId);
  return [...sums].map(([shareholderId, sum]) => {
    const held = shares.get(shareholderId) ?? 0n;
    const remaining = Decimal.max(0, sum.COMMITMENT.minus(sum.CONTRIBUTION).plus(sum.RECALLABLE));
    return {
      shareholderId,
      committed: money(sum.COMMITMENT),
      contributed: money(sum.CONTRIBUTION),
      distributed: money(sum.DISTRIBUTION),
      recallable: money(sum.RECALLABLE),
      net: money(sum.CONTRIBUTION.minus(sum.DISTRIBUTION)),
      remaining: money(remaining),
      ownership: totalShares > 0n ? new Decimal(held.toString()).dividedBy(totalShares.toString()).toFixed(6) : '0.000000',
    };
  });
};
