import { describe, expect, it } from 'vitest';
import { parseShareNumbers } from './share-number-intervals';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';
import { transfer, type TransferCommand } from './transfer';

const sale = (overrides: Partial<TransferCommand> = {}): TransferCommand => ({
  transactionType: 'BUY_SELL',
  fromShareholderId: 'alice',
  toShareholderId: 'dave',
  shareClassId: 'A',
  pricePerShare: '125.50',
  ...overrides,
});

describe('transfer', () => {
  it('moves the seller’s lowest numbers for a count: 30 of alice’s 1-100 are 1-30', () => {
    const state = after(openedRegister(), transfer(openedRegister(), sale({ numberOfShares: 30n })));
    expect(numbersOf(state, 'alice', 'A')).toBe('31-100');
    expect(numbersOf(state, 'dave', 'A')).toBe('1-30');
  });

  it('moves given numbers', () => {
    const state = after(openedRegister(), transfer(openedRegister(), sale({ transactionType: 'GIFT', pricePerShare: undefined, shareNumbers: parseShareNumbers('10-19, 50') })));
    expect(numbersOf(state, 'alice', 'A')).toBe('1-9, 20-49, 51-100');
    expect(numbersOf(state, 'dave', 'A')).toBe('10-19, 50');
  });

  it('checks given numbers against the count when both are given', () =>
    expect(() => transfer(openedRegister(), sale({ numberOfShares: 5n, shareNumbers: parseShareNumbers('1-4') }))).toThrow('shareNumbers.sumMismatch'));

  it.each<[string, Partial<TransferCommand>, string]>([
    ['more shares than held', { numberOfShares: 101n }, 'insufficientShares'],
    ['numbers not held', { shareNumbers: parseShareNumbers('100-101') }, 'insufficientShares'],
    ['no count', {}, 'invalidNumberOfShares'],
    ['a count of 0', { numberOfShares: 0n }, 'invalidNumberOfShares'],
    ['a transfer to oneself', { toShareholderId: 'alice', numberOfShares: 1n }, 'sameShareholder'],
    ['a sale without a price', { pricePerShare: undefined, numberOfShares: 1n }, 'invalidPricePerShare'],
    ['an unknown class', { shareClassId: 'Z', numberOfShares: 1n }, 'unknownShareClass'],
  ])('refuses %s', (_, overrides, expected) => expect(() => transfer(openedRegister(), sale(overrides))).toThrow(expected));

  it('does not need a price for inheritance', () =>
    expect(transfer(openedRegister(), sale({ transactionType: 'INHERITANCE', pricePerShare: undefined, numberOfShares: 1n })).postings).toHaveLength(2));
});
