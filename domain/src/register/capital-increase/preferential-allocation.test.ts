import { describe, expect, it } from 'vitest';
import { preferentialAllocation, type PreferentialHolding } from './preferential-allocation';

const holders = (entries: [string, number][]): PreferentialHolding[] => entries.map(([shareholderId, shares]) => ({ shareholderId, shares: BigInt(shares) }));
const offers = (result: ReturnType<typeof preferentialAllocation>) => Object.fromEntries(result.map(({ shareholderId, offeredShares }) => [shareholderId, Number(offeredShares)]));

describe('preferential allocation (seed 001 section 9)', () => {
  it('500/300/200 of 1,000 issuing 7: 3.5, 2.1, 1.4 round down to 3, 2, 1; the one left goes to the largest fraction (0.5)', () =>
    expect(offers(preferentialAllocation(holders([['anne', 500], ['bjørn', 300], ['cecilie', 200]]), 7n))).toEqual({ anne: 4, bjørn: 2, cecilie: 1 }));

  it('hands two remainders to the two largest fractions: 45/35/20 issuing 8 is 3.6, 2.8, 1.6 → 3, 2, 1 + B and then A or C', () =>
    // Fractions .6, .8, .6: B first (.8), then the tie of A and C (.6) goes to the larger holding, A.
    expect(offers(preferentialAllocation(holders([['a', 45], ['b', 35], ['c', 20]]), 8n))).toEqual({ a: 4, b: 3, c: 1 }));

  it('breaks an equal fraction and equal holding by the lower shareholder id, whatever the order given', () => {
    const equal: [string, number][] = [['c', 100], ['a', 100], ['b', 100]];
    expect(offers(preferentialAllocation(holders(equal), 10n))).toEqual({ a: 4, b: 3, c: 3 });
    expect(offers(preferentialAllocation(holders([...equal].reverse()), 10n))).toEqual({ a: 4, b: 3, c: 3 });
  });

  it('breaks an equal fraction by the larger holding: 1 and 3 of 4 issuing 2 are 0.5 and 1.5', () =>
    expect(offers(preferentialAllocation(holders([['a', 1], ['b', 3]]), 2n))).toEqual({ a: 0, b: 2 }));

  it('offers nothing to a holder of none, and nothing at all when nobody holds shares', () => {
    expect(offers(preferentialAllocation(holders([['a', 0], ['b', 5]]), 3n))).toEqual({ a: 0, b: 3 });
    expect(offers(preferentialAllocation(holders([['a', 0]]), 3n))).toEqual({ a: 0 });
  });

  it('hands out exactly the issue, each offer within one share of its exact share', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let run = 0; run < 200; run++) {
      const holdings = Array.from({ length: 1 + (random() % 40) }, (_, i) => ({ shareholderId: `h${i}`, shares: BigInt(random() % 10_000) }));
      const total = holdings.reduce((sum, { shares }) => sum + shares, 0n);
      const issued = BigInt(random() % 1_000_000);
      const result = preferentialAllocation(holdings, issued);
      if (total === 0n) continue;
      expect(result.reduce((sum, { offeredShares }) => sum + offeredShares, 0n)).toBe(issued);
      result.forEach(({ offeredShares }, i) => {
        const floor = (holdings[i]!.shares * issued) / total;
        expect(offeredShares === floor || offeredShares === floor + 1n).toBe(true);
      });
    }
  });

  it('keeps the arithmetic exact past 2^53', () => {
    const big = holders([['a', 1], ['b', 2]]).map((h) => ({ ...h, shares: h.shares * 10n ** 15n }));
    expect(preferentialAllocation(big, 10n ** 16n + 1n).map(({ offeredShares }) => offeredShares)).toEqual([3333333333333334n, 6666666666666667n]);
  });
});
