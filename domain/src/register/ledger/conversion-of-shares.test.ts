import { describe, expect, it } from 'vitest';
import { conversionOfShares } from './conversion-of-shares';
import { outstandingShares } from './register-state';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

describe('conversion of shares', () => {
  it('turns 40 of alice’s A shares into B shares with the same numbers 1-40', () => {
    const state = after(
      openedRegister(),
      conversionOfShares(openedRegister(), { shareholderId: 'alice', fromShareClassId: 'A', toShareClassId: 'B', numberOfShares: 40n }),
    );
    expect(numbersOf(state, 'alice', 'A')).toBe('41-100');
    expect(numbersOf(state, 'alice', 'B')).toBe('1-40');
    expect(outstandingShares(state)).toBe(200n);
  });

  it('creates a new target class', () => {
    const state = after(
      openedRegister(),
      conversionOfShares(openedRegister(), {
        shareholderId: 'carol',
        fromShareClassId: 'B',
        toShareClassId: 'PREFERENCE',
        toShareClass: { shareClassId: 'PREFERENCE', votesPerShare: '0' },
        numberOfShares: 50n,
      }),
    );
    expect(numbersOf(state, 'carol', 'PREFERENCE')).toBe('151-200');
    expect(state.shareClasses.B?.holdings.size).toBe(0);
  });

  it('refuses a conversion into the same class or an unknown one', () => {
    const command = { shareholderId: 'alice', fromShareClassId: 'A', numberOfShares: 1n };
    expect(() => conversionOfShares(openedRegister(), { ...command, toShareClassId: 'A' })).toThrow('sameShareClass');
    expect(() => conversionOfShares(openedRegister(), { ...command, toShareClassId: 'Z' })).toThrow('unknownShareClass');
  });
});
