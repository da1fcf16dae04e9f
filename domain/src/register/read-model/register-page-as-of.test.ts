import { describe, expect, it } from 'vitest';
import { holdingLinesOf } from '../ledger/holdings';
import { incorporation } from '../ledger/incorporation';
import { issue } from '../ledger/issue';
import { emptyRegister, type RegisterState } from '../ledger/register-state';
import type { LedgerEntry } from '../ledger/replay';
import { transfer } from '../ledger/transfer';
import { after } from '../../../testing/ledger-fixtures';
import { registerJsonOf } from './get-register';
import { registerPageFromSnapshot } from './register-page-as-of';
import { holdingLinesIn, holdingsText } from './snapshot-lines';

// Twelve holders of A (1 vote) and B (10 votes); some hold both, several hold alike.
const holders = Array.from({ length: 12 }, (_, index) => `h${String(index).padStart(2, '0')}`);
const opening = incorporation(emptyRegister(), {
  nominalValue: '1',
  shareClasses: [
    { shareClassId: 'A', votesPerShare: '1' },
    { shareClassId: 'B', votesPerShare: '10' },
  ],
  allocations: holders.flatMap((shareholderId, index) => [
    { shareholderId, shareClassId: 'A', numberOfShares: BigInt(10 + (index % 4) * 5) },
    ...(index % 3 === 0 ? [{ shareholderId, shareClassId: 'B', numberOfShares: BigInt(1 + (index % 2)) }] : []),
  ]),
});
const snapshotState = after(emptyRegister(), opening);
/** As a stored snapshot is read: its facts, and its holdings as lines only. */
const factsOf = (state: RegisterState): RegisterState => ({
  ...state,
  shareClasses: Object.fromEntries(Object.entries(state.shareClasses).map(([id, { votesPerShare }]) => [id, { votesPerShare, holdings: new Map() }])),
});
const snapshot = { state: factsOf(snapshotState), text: holdingsText(snapshotState) };

/** Entries after the snapshot: a holder climbs to the top, one gives all away, a newcomer and an issue. */
const laterEntries = (): LedgerEntry[] => {
  const transactions = [];
  let state = snapshotState;
  for (const make of [
    (current: RegisterState) => transfer(current, { transactionType: 'GIFT', fromShareholderId: 'h00', toShareholderId: 'h11', shareClassId: 'B', numberOfShares: 1n }),
    (current: RegisterState) => transfer(current, { transactionType: 'GIFT', fromShareholderId: 'h05', toShareholderId: 'h06', shareClassId: 'A', numberOfShares: 15n }),
    (current: RegisterState) => transfer(current, { transactionType: 'BUY_SELL', fromShareholderId: 'h02', toShareholderId: 'newcomer', shareClassId: 'A', numberOfShares: 7n, pricePerShare: '2' }),
    (current: RegisterState) => issue(current, { lines: [{ shareholderId: 'h08', shareClassId: 'A', numberOfShares: 3n, sharePrice: '1' }] }),
  ]) {
    const transaction = make(state);
    transactions.push(transaction);
    state = after(state, transaction);
  }
  return transactions.map((transaction, index) => ({ id: `e${index}`, sequence: index + 2, transactionDate: new Date(`2026-02-0${index + 1}T12:00:00Z`), ...transaction }));
};

const wholeRegister = (entries: LedgerEntry[], range: [number, number]) => {
  const state = after(snapshotState, ...entries);
  return registerJsonOf(holdingLinesOf(state, ','), state, '2026-03-01', range);
};

describe('a page of the register as of a date, from a snapshot', () => {
  const entries = laterEntries();

  it.each([[[0, 2]], [[0, 4]], [[3, 7]], [[10, 12]], [[0, 99]]] as [[number, number]][])('is the whole register’s rows %j and totals', (range) => {
    const page = registerPageFromSnapshot(snapshot, entries, '2026-03-01', range);
    expect(page).toEqual(wholeRegister(entries, range));
    expect(page!.rows.length).toBe(Math.max(0, Math.min(range[1], 11) - range[0] + 1));
  });

  it('counts the holder who left and the newcomer, and puts the one who was given shares on top', () => {
    const page = registerPageFromSnapshot(snapshot, entries, '2026-03-01', [0, 11])!;
    expect(page.holders).toBe(12);
    expect(page.rows[0]!.shareholderId).toBe('h06');
    expect(page.rows.map((row) => row.shareholderId)).toContain('newcomer');
    expect(page.rows.map((row) => row.shareholderId)).not.toContain('h05');
    expect(page.totalShares).toBe(wholeRegister(entries, [0, 0]).totalShares);
  });

  it('is the snapshot itself when nothing was entered after it', () => {
    expect(registerPageFromSnapshot(snapshot, [], '2026-01-31', [0, 5])).toEqual(registerJsonOf(holdingLinesIn(snapshot.text), snapshotState, '2026-01-31', [0, 5]));
  });

  it('gives way to the whole register when the votes per share of the day are not those the snapshot was ordered by', () => {
    const revoted = { ...snapshot.state, shareClasses: { ...snapshot.state.shareClasses, B: { ...snapshot.state.shareClasses.B!, votesPerShare: '0' } } };
    expect(registerPageFromSnapshot({ state: revoted, text: snapshot.text }, entries, '2026-03-01', [0, 2])).toBeNull();
  });
});
