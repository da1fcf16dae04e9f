import { describe, expect, it } from 'vitest';
import { figuresOfRegister, flooredPercent, formatCapital, formatVotes } from './meeting-register';

describe('meeting register figures', () => {
  it('counts votes as shares × votes per share and capital as shares × nominal value, exactly', () => {
    const figuresOf = figuresOfRegister({ nominalValue: '0.0001', shareClasses: { B: { votesPerShare: '0.00001' }, A: { votesPerShare: '12.5' } } });
    const b = figuresOf('B', 7n);
    expect([b.shares, formatVotes(b.votes), formatCapital(b.capital)]).toEqual([7n, '0.00007', '0.0007']);
    const a = figuresOf('A', 9_007_199_254_740_993n);
    expect([formatVotes(a.votes), formatCapital(a.capital)]).toEqual(['112589990684262412.5', '900719925474.0993']);
  });

  it('gives no capital before the register has a nominal value, and no votes to an unknown class', () => {
    const figuresOf = figuresOfRegister({ nominalValue: null, shareClasses: {} });
    expect(figuresOf('X', 10n)).toEqual({ shares: 10n, votes: 0n, capital: 0n });
  });

  it('floors percentages to 2 decimals', () => {
    expect(flooredPercent(2n, 3n)).toBe('66.66');
    expect(flooredPercent(1n, 3n)).toBe('33.33');
    expect(flooredPercent(9_999n, 10_000n)).toBe('99.99');
    expect(flooredPercent(5n, 5n)).toBe('100.00');
    expect(flooredPercent(0n, 0n)).toBe('0.00');
  });
});
