import { describe, expect, it } from 'vitest';
import { costPrices, type CostEntry } from './cost-prices';

const opening: CostEntry = {
  type: 'SHAREHOLDING_PER_DATE',
  payload: { nominalValue: '2.5' },
  moves: [
    { shareholderId: 'kari', shareTypeId: 'A', quantity: 600n },
    { shareholderId: 'ola', shareTypeId: 'A', quantity: 400n },
  ],
};
const move = (type: string, payload: Record<string, unknown>, from: string, to: string, quantity: bigint): CostEntry => ({
  type,
  payload,
  moves: [
    { shareholderId: from, shareTypeId: 'A', quantity: -quantity },
    { shareholderId: to, shareTypeId: 'A', quantity },
  ],
});

describe('cost price by average cost', () => {
  it('values an opening register at the nominal value: 600 × 2.50 = 1,500.00 and 400 × 2.50 = 1,000.00', () => {
    expect(costPrices([opening])).toEqual(new Map([['kari', '1500.00'], ['ola', '1000.00']]));
  });

  it('adds an issue at its price: Kari subscribes 100 at 10 → 1,500 + 1,000 = 2,500.00', () => {
    const issue: CostEntry = { type: 'ISSUE', payload: { shareAllocation: [{ shareholderId: 'kari', sharetypeId: 'A', sharePrice: '10' }] }, moves: [{ shareholderId: 'kari', shareTypeId: 'A', quantity: 100n }] };
    expect(costPrices([opening, issue]).get('kari')).toBe('2500.00');
  });

  it('a sale takes the seller’s average cost out and the buyer pays the price: Kari sells 200 of 600 (cost 1,500) at 7', () => {
    const prices = costPrices([opening, move('BUY_SELL', { pricePerShare: '7' }, 'kari', 'per', 200n)]);
    // Kari keeps 400 of 600 at an average 2.50: 1,000.00; Per paid 200 × 7 = 1,400.00.
    expect(prices.get('kari')).toBe('1000.00');
    expect(prices.get('per')).toBe('1400.00');
  });

  it('a gift carries the giver’s average cost over: Ola gives 100 of 400 (cost 1,000) to Nora → 250.00 and 750.00', () => {
    const prices = costPrices([opening, move('GIFT', {}, 'ola', 'nora', 100n)]);
    expect(prices.get('nora')).toBe('250.00');
    expect(prices.get('ola')).toBe('750.00');
  });

  it('a split keeps each holder’s own cost although the share count doubles', () => {
    const split: CostEntry = {
      type: 'SPLIT',
      payload: {},
      moves: [
        { shareholderId: 'kari', shareTypeId: 'A', quantity: -600n },
        { shareholderId: 'ola', shareTypeId: 'A', quantity: -400n },
        { shareholderId: 'kari', shareTypeId: 'A', quantity: 1200n },
        { shareholderId: 'ola', shareTypeId: 'A', quantity: 800n },
      ],
    };
    expect(costPrices([opening, split])).toEqual(new Map([['kari', '1500.00'], ['ola', '1000.00']]));
  });
});
