import { describe, expect, it } from 'vitest';
import { cancellationOfShares } from './cancellation-of-shares';
import { outstandingShares } from './register-state';
import { parseShareNumbers } from './share-number-intervals';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

describe('cancellation of shares', () => {
  it('returns 20 of alice’s lowest numbers to the issuer: 200 shares become 180', () => {
    const transaction = cancellationOfShares(openedRegister(), { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 20n });
    const state = after(openedRegister(), transaction);
    expect(numbersOf(state, 'alice', 'A')).toBe('21-100');
    expect(outstandingShares(state)).toBe(180n);
    expect(state.highestShareNumber).toBe(200n);
    expect(transaction.postings.map((posting) => [posting.account.kind, posting.quantity])).toEqual([
      ['HOLDER', -20n],
      ['ISSUER', 20n],
    ]);
  });

  it('returns given numbers', () => {
    const state = after(openedRegister(), cancellationOfShares(openedRegister(), { shareholderId: 'bob', shareClassId: 'A', shareNumbers: parseShareNumbers('140-150') }));
    expect(numbersOf(state, 'bob', 'A')).toBe('101-139');
  });

  it('refuses numbers the holder does not hold', () =>
    expect(() => cancellationOfShares(openedRegister(), { shareholderId: 'bob', shareClassId: 'A', shareNumbers: parseShareNumbers('1') })).toThrow(
      'insufficientShares',
    ));
});
