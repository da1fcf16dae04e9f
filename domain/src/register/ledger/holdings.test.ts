import { describe, expect, it } from 'vitest';
import { holdingLinesOf, linesInViewOrder, registerView, registerViewOf } from './holdings';
import { emptyRegister } from './register-state';
import { after, openedRegister } from '../../../testing/ledger-fixtures';
import { transfer } from './transfer';

describe('register view', () => {
  it('gives shares, votes, ownership and share capital per holder', () => {
    const state = after(
      openedRegister(),
      transfer(openedRegister(), { transactionType: 'GIFT', fromShareholderId: 'carol', toShareholderId: 'alice', shareClassId: 'B', numberOfShares: 1n }),
    );
    const view = registerView(state);
    // alice 100 A + 1 B = 100.1 votes, bob 50 A = 50 votes, carol 49 B = 4.9 votes; 155 votes, 200 shares; nominal 10.
    expect(view).toMatchObject({ totalShares: 200n, totalVotes: '155', nominalValue: '10', shareCapital: '2000' });
    expect(view.rows.map((row) => row.shareholderId)).toEqual(['alice', 'bob', 'carol']);
    expect(view.rows[0]).toEqual({
      shareholderId: 'alice',
      classes: [
        { shareClassId: 'A', shares: 100n, votes: '100', shareNumbers: '1-100' },
        { shareClassId: 'B', shares: 1n, votes: '0.1', shareNumbers: '151' },
      ],
      totalShares: 101n,
      votes: '100.1',
      shareFraction: { numerator: 101n, denominator: 200n },
      sharePercent: '50.50',
      voteFraction: { numerator: 1001n, denominator: 1550n },
      votePercent: '64.58',
      shareCapital: '1010',
    });
    // 4.9 / 155 = 3.16129…%
    expect(view.rows[2]).toMatchObject({ votes: '4.9', votePercent: '3.16', sharePercent: '24.50', shareCapital: '490' });
  });

  it.each([
    [1n, 2n, ['66.67', '33.33']],
    [1n, 799n, ['99.88', '0.13']],
  ])('rounds the displayed percent half up: %d and %d shares', (a, b, expected) => {
    const view = registerView({
      ...openedRegister(),
      shareClasses: {
        A: {
          votesPerShare: '1',
          holdings: new Map([
            ['a', [{ from: 1n, to: a }]],
            ['b', [{ from: a + 1n, to: a + b }]],
          ]),
        },
      },
    });
    expect(view.rows.map((row) => row.sharePercent)).toEqual(expected);
  });

  it('keeps lines in the view order, holders by votes then shares then id, classes by lowest number: the view of them is the same', () => {
    const state = after(
      openedRegister(),
      transfer(openedRegister(), { transactionType: 'GIFT', fromShareholderId: 'carol', toShareholderId: 'alice', shareClassId: 'B', numberOfShares: 1n }),
    );
    const ordered = linesInViewOrder([...holdingLinesOf(state, ',')].reverse(), state);
    expect(ordered.map((line) => `${line.shareholderId} ${line.shareClassId}`)).toEqual(['alice A', 'alice B', 'bob A', 'carol B']);
    expect(registerViewOf(ordered, state)).toEqual(registerView(state, ','));
  });

  it('shows an empty register', () =>
    expect(registerView(emptyRegister())).toEqual({ rows: [], totalShares: 0n, totalVotes: '0', nominalValue: null, shareCapital: '0' }));
});
