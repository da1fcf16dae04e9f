import { describe, expect, it } from 'vitest';
import { cancellationOfShares } from './cancellation-of-shares';
import { outstandingShares } from './register-state';
import { split } from './split';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

describe('split', () => {
  it('1:10 turns 200 shares of nominal 10 into 2000 of nominal 1, renumbered in order', () => {
    const state = after(openedRegister(), split(openedRegister(), { ratio: { from: 1n, to: 10n } }));
    expect(numbersOf(state, 'alice', 'A')).toBe('1-1000');
    expect(numbersOf(state, 'bob', 'A')).toBe('1001-1500');
    expect(numbersOf(state, 'carol', 'B')).toBe('1501-2000');
    expect(state.nominalValue).toBe('1');
    expect(state.highestShareNumber).toBe(2000n);
    expect(outstandingShares(state)).toBe(2000n);
  });

  it('closes the gaps of cancelled numbers and restarts the highest number', () => {
    const start = after(openedRegister(), cancellationOfShares(openedRegister(), { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 100n }));
    const state = after(start, split(start, { ratio: { from: 1n, to: 2n } }));
    expect(numbersOf(state, 'bob', 'A')).toBe('1-100');
    expect(numbersOf(state, 'carol', 'B')).toBe('101-200');
    expect(state.highestShareNumber).toBe(200n);
  });

  it('2:5 needs holdings divisible by 2: 100, 50, 50 become 250, 125, 125 of nominal 4', () => {
    const state = after(openedRegister(), split(openedRegister(), { ratio: { from: 2n, to: 5n } }));
    expect(numbersOf(state, 'bob', 'A')).toBe('251-375');
    expect(state.nominalValue).toBe('4');
  });

  it('refuses a nominal value that needs more than 4 decimals: 10 / 3', () =>
    expect(() => split(openedRegister(), { ratio: { from: 1n, to: 3n } })).toThrow('illegalSplitRatio'));

  it('refuses a ratio that is not a split', () => {
    expect(() => split(openedRegister(), { ratio: { from: 10n, to: 1n } })).toThrow('illegalSplitRatio');
    expect(() => split(openedRegister(), { ratio: { from: 0n, to: 1n } })).toThrow('illegalSplitRatio');
  });
});
