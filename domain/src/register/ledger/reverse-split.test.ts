import { describe, expect, it } from 'vitest';
import { reverseSplit } from './reverse-split';
import { outstandingShares } from './register-state';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

describe('reverse split', () => {
  it('10:1 turns 200 shares of nominal 10 into 20 of nominal 100', () => {
    const state = after(openedRegister(), reverseSplit(openedRegister(), { ratio: { from: 10n, to: 1n } }));
    expect(numbersOf(state, 'alice', 'A')).toBe('1-10');
    expect(numbersOf(state, 'bob', 'A')).toBe('11-15');
    expect(numbersOf(state, 'carol', 'B')).toBe('16-20');
    expect(state.nominalValue).toBe('100');
    expect(state.highestShareNumber).toBe(20n);
    expect(outstandingShares(state)).toBe(20n);
  });

  it('refuses when a holding does not divide: 50 shares by 20', () =>
    expect(() => reverseSplit(openedRegister(), { ratio: { from: 20n, to: 1n } })).toThrow('illegalSplitRatio'));

  it('refuses a ratio that is not a reverse split', () =>
    expect(() => reverseSplit(openedRegister(), { ratio: { from: 1n, to: 10n } })).toThrow('illegalSplitRatio'));
});
