import { describe, expect, it } from 'vitest';
import { sellAll } from './sell-all';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';
import { transfer } from './transfer';

describe('sell all', () => {
  it('moves every class the seller holds', () => {
    const start = after(
      openedRegister(),
      transfer(openedRegister(), { transactionType: 'GIFT', fromShareholderId: 'carol', toShareholderId: 'bob', shareClassId: 'B', numberOfShares: 10n }),
    );
    const state = after(start, sellAll(start, { transactionType: 'BUY_SELL', fromShareholderId: 'bob', toShareholderId: 'dave', pricePerShare: '20' }));
    expect(numbersOf(state, 'dave', 'A')).toBe('101-150');
    expect(numbersOf(state, 'dave', 'B')).toBe('151-160');
    expect(numbersOf(state, 'bob', 'A')).toBe('');
  });

  it('refuses a seller without shares', () =>
    expect(() => sellAll(openedRegister(), { transactionType: 'GIFT', fromShareholderId: 'nobody', toShareholderId: 'dave' })).toThrow('insufficientShares'));
});
