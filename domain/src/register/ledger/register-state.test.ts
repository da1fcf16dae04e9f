import { describe, expect, it } from 'vitest';
import { holderAccount, issuerAccount, movePostings, type LedgerPosting } from './ledger-transaction';
import { allHoldings, applyPostings, applyStateChanges, emptyRegister, isEmptyRegister, outstandingShares } from './register-state';
import { parseShareNumbers } from './share-number-intervals';
import { numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

const alice = holderAccount('alice');
const bob = holderAccount('bob');
const move = (from: typeof alice, to: typeof alice, shareClassId: string, numbers: string) =>
  movePostings(from, to, shareClassId, parseShareNumbers(numbers));

describe('register state', () => {
  it('starts empty', () => {
    expect(isEmptyRegister(emptyRegister())).toBe(true);
    expect(isEmptyRegister(openedRegister())).toBe(false);
  });

  it('issues from the issuer account and raises the highest share number', () => {
    const state = applyPostings(openedRegister(), move(issuerAccount, bob, 'B', '201-210, 300'));
    expect(numbersOf(state, 'bob', 'B')).toBe('201-210, 300');
    expect(state.highestShareNumber).toBe(300n);
    expect(outstandingShares(state)).toBe(211n);
  });

  it('moves numbers between holders, merging touching intervals and dropping emptied holdings', () => {
    const state = applyPostings(openedRegister(), move(bob, alice, 'A', '101-150'));
    expect(numbersOf(state, 'alice', 'A')).toBe('1-150');
    expect(state.shareClasses.A!.holdings.has('bob')).toBe(false);
  });

  it('leaves the state it was given untouched', () => {
    const before = openedRegister();
    applyPostings(before, move(bob, alice, 'A', '101-150'));
    expect(numbersOf(before, 'bob', 'A')).toBe('101-150');
  });

  it('refuses giving numbers not held: no balance goes negative', () => {
    expect(() => applyPostings(openedRegister(), move(bob, alice, 'A', '150-151'))).toThrow('insufficientShares');
    expect(() => applyPostings(openedRegister(), [...move(bob, alice, 'A', '101'), ...move(bob, alice, 'A', '101')])).toThrow('insufficientShares');
  });

  it('refuses receiving numbers someone holds, in any class', () =>
    expect(() => applyPostings(openedRegister(), move(issuerAccount, alice, 'A', '151'))).toThrow('shareNumberTaken'));

  it('refuses postings that do not balance per class and per share number', () => {
    const credit: LedgerPosting = { account: alice, shareClassId: 'A', quantity: 1n, interval: { from: 300n, to: 300n } };
    const debitOtherNumber: LedgerPosting = { account: issuerAccount, shareClassId: 'A', quantity: -1n, interval: { from: 301n, to: 301n } };
    const debitOtherClass: LedgerPosting = { ...debitOtherNumber, shareClassId: 'B', interval: credit.interval };
    expect(() => applyPostings(openedRegister(), [credit])).toThrow('unbalancedPostings');
    expect(() => applyPostings(openedRegister(), [credit, debitOtherNumber])).toThrow('unbalancedPostings');
    expect(() => applyPostings(openedRegister(), [credit, debitOtherClass])).toThrow('unbalancedPostings');
  });

  it('refuses a quantity that is not the interval length', () =>
    expect(() =>
      applyPostings(openedRegister(), [
        { account: alice, shareClassId: 'A', quantity: 2n, interval: { from: 300n, to: 300n } },
        { account: issuerAccount, shareClassId: 'A', quantity: -2n, interval: { from: 300n, to: 300n } },
      ]),
    ).toThrow('invalidPosting'));

  it('refuses postings of an unknown class', () =>
    expect(() => applyPostings(openedRegister(), move(issuerAccount, alice, 'C', '300'))).toThrow('unknownShareClass'));

  it('applies state changes: votes keep holdings, a renumbering restarts the numbers, liquidation closes', () => {
    const state = applyStateChanges(openedRegister(), [
      { kind: 'shareClass', shareClassId: 'A', votesPerShare: '2' },
      { kind: 'renumbering' },
      { kind: 'liquidation' },
      { kind: 'isinConversion', isin: 'NO0010000001' },
    ]);
    expect(state.shareClasses.A).toMatchObject({ votesPerShare: '2' });
    expect(numbersOf(state, 'alice', 'A')).toBe('1-100');
    expect(state.highestShareNumber).toBe(0n);
    expect(state.isLiquidated).toBe(true);
  });

  it('lists holdings by their lowest share number', () =>
    expect(allHoldings(openedRegister()).map((holding) => holding.shareholderId)).toEqual(['alice', 'bob', 'carol']));
});
