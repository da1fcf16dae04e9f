import { describe, expect, it } from 'vitest';
import { assertSplitWithinHoldings } from './split-votes';

// A nominee holding 1,000 A shares and 300 B shares for its clients.
const holdings = [
  { shareClassId: 'A', shares: 1_000n },
  { shareClassId: 'B', shares: 300n },
];

describe('assertSplitWithinHoldings', () => {
  it('accepts a split of up to the shares held per class, leaving the rest unvoted', () => {
    expect(() =>
      assertSplitWithinHoldings({
        holdings,
        split: [
          { shareClassId: 'A', shares: 600n },
          { shareClassId: 'A', shares: 400n },
          { shareClassId: 'B', shares: 100n },
        ],
      }),
    ).not.toThrow();
  });

  it('refuses a split past the shares held in a class, or in a class not held', () => {
    try {
      assertSplitWithinHoldings({ holdings, split: [{ shareClassId: 'A', shares: 600n }, { shareClassId: 'A', shares: 401n }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'powersOfAttorney.splitExceedsShares', params: { shareClassId: 'A', held: '1000' } });
    }
    expect(() => assertSplitWithinHoldings({ holdings, split: [{ shareClassId: 'C', shares: 1n }] })).toThrow('powersOfAttorney.splitExceedsShares');
  });

  it('refuses parts of no shares or fewer', () => {
    expect(() => assertSplitWithinHoldings({ holdings, split: [{ shareClassId: 'A', shares: 0n }] })).toThrow('powersOfAttorney.splitSharesNotPositive');
    expect(() => assertSplitWithinHoldings({ holdings, split: [{ shareClassId: 'A', shares: -5n }] })).toThrow('powersOfAttorney.splitSharesNotPositive');
  });
});
