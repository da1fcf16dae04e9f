import { describe, expect, it } from 'vitest';
import { liquidation } from './liquidation';
import { outstandingShares } from './register-state';
import { after, openedRegister } from '../../../testing/ledger-fixtures';
import { transfer } from './transfer';

describe('liquidation', () => {
  it('cancels all 200 shares and closes the register', () => {
    const state = after(openedRegister(), liquidation(openedRegister()));
    expect(outstandingShares(state)).toBe(0n);
    expect(state.isLiquidated).toBe(true);
    expect(() =>
      transfer(state, { transactionType: 'GIFT', fromShareholderId: 'alice', toShareholderId: 'bob', shareClassId: 'A', numberOfShares: 1n }),
    ).toThrow('companyLiquidated');
    expect(() => liquidation(state)).toThrow('companyLiquidated');
  });
});
