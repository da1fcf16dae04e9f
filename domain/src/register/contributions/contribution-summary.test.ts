import { describe, expect, it } from 'vitest';
import { contributionSummary } from './contribution-summary';

describe('contributionSummary', () => {
  it('sums a fund-style book per holder with exact decimals', () => {
    const [kari, ola] = contributionSummary({
      details: [
        { type: 'COMMITMENT', shareholderId: 'kari', amount: '1000000.00', recallableAmount: '0' },
        { type: 'CONTRIBUTION', shareholderId: 'kari', amount: '250000.10', recallableAmount: '0' },
        { type: 'CONTRIBUTION', shareholderId: 'kari', amount: '0.20', recallableAmount: '0' },
        { type: 'DISTRIBUTION', shareholderId: 'kari', amount: '50000', recallableAmount: '20000.05' },
        { type: 'COMMITMENT', shareholderId: 'ola', amount: '100', recallableAmount: '0' },
        { type: 'CONTRIBUTION', shareholderId: 'ola', amount: '150', recallableAmount: '0' },
      ],
      shares: new Map([['kari', 2n], ['ola', 1n]]),
      totalShares: 3n,
    });
    // 1 000 000 − 250 000.30 + 20 000.05 = 769 999.75; 0.1 + 0.2 stays 0.30.
    expect(kari).toEqual({ shareholderId: 'kari', committed: '1000000.00', contributed: '250000.30', distributed: '50000.00', recallable: '20000.05', net: '200000.30', remaining: '769999.75', ownership: '0.666667' });
    // Paid in more than committed: nothing remains, never a negative remainder.
    expect(ola).toMatchObject({ remaining: '0.00', net: '150.00', ownership: '0.333333' });
  });

  it('lists a holder with shares but no entries, and a holder without shares at 0 % ownership', () => {
    const rows = contributionSummary({ details: [{ type: 'COMMITMENT', shareholderId: 'former', amount: '10', recallableAmount: '0' }], shares: new Map([['new', 5n]]), totalShares: 5n });
    expect(rows).toEqual([
      expect.objectContaining({ shareholderId: 'former', remaining: '10.00', ownership: '0.000000' }),
      expect.objectContaining({ shareholderId: 'new', committed: '0.00', remaining: '0.00', ownership: '1.000000' }),
    ]);
  });
});
