import { describe, expect, it } from 'vitest';
import { payDividend } from './pay-dividend';
import { after, openedRegister } from '../../../testing/ledger-fixtures';

describe('pay dividend', () => {
  it('pays per holder, rounded down to 2 decimals: 1.2345 on A and 0.3333 on B', () => {
    const transaction = payDividend(openedRegister(), {
      amountsPerShare: [
        { shareClassId: 'A', amountPerShare: '1.2345' },
        { shareClassId: 'B', amountPerShare: '0.3333' },
      ],
    });
    expect(transaction.postings).toEqual([]);
    expect(transaction.stateChanges).toEqual([
      {
        kind: 'dividend',
        amountsPerShare: [
          { shareClassId: 'A', amountPerShare: '1.2345' },
          { shareClassId: 'B', amountPerShare: '0.3333' },
        ],
        payments: [
          { shareholderId: 'alice', exactAmount: '123.45', amount: '123.45' },
          { shareholderId: 'bob', exactAmount: '61.725', amount: '61.72' },
          { shareholderId: 'carol', exactAmount: '16.665', amount: '16.66' },
        ],
        exactTotal: '201.84',
        total: '201.83',
      },
    ]);
    expect(after(openedRegister(), transaction)).toEqual(openedRegister());
  });

  it('stays exact where floats would not: 100 × 1.005 is 100.5 (a float gives 100.49999…, paid as 100.49)', () => {
    const [change] = payDividend(openedRegister(), { amountsPerShare: [{ shareClassId: 'A', amountPerShare: '1.005' }] }).stateChanges;
    expect(change).toMatchObject({
      payments: [
        { shareholderId: 'alice', exactAmount: '100.5', amount: '100.50' },
        { shareholderId: 'bob', exactAmount: '50.25', amount: '50.25' },
      ],
      total: '150.75',
    });
  });

  it.each([
    [[], 'noAmount'],
    [[{ shareClassId: 'A', amountPerShare: '0' }], 'noAmount'],
    [[{ shareClassId: 'A', amountPerShare: '-1' }], 'invalidAmount'],
    [[{ shareClassId: 'A', amountPerShare: '1' }, { shareClassId: 'A', amountPerShare: '2' }], 'invalidAmount'],
    [[{ shareClassId: 'Z', amountPerShare: '1' }], 'unknownShareClass'],
  ])('refuses %j', (amountsPerShare, expected) => expect(() => payDividend(openedRegister(), { amountsPerShare })).toThrow(expected));
});
