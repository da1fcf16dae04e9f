import { describe, expect, it } from 'vitest';
import { incorporation } from './incorporation';
import { issue } from './issue';
import { emptyRegister } from './register-state';
import { replay, replayAsOf, type LedgerEntry } from './replay';
import { after, numbersOf } from '../../../testing/ledger-fixtures';
import { transfer } from './transfer';

const opening = incorporation(emptyRegister(), {
  nominalValue: '1',
  shareClasses: [{ shareClassId: 'A', votesPerShare: '1' }],
  allocations: [{ shareholderId: 'alice', shareClassId: 'A', numberOfShares: 100n }],
});
const opened = after(emptyRegister(), opening);
const gift = transfer(opened, { transactionType: 'GIFT', fromShareholderId: 'alice', toShareholderId: 'bob', shareClassId: 'A', numberOfShares: 10n });
const newShares = issue(after(opened, gift), { lines: [{ shareholderId: 'carol', shareClassId: 'A', numberOfShares: 5n, sharePrice: '1' }] });

const entries: LedgerEntry[] = [
  { id: 'e3', sequence: 3, transactionDate: new Date('2024-03-01T12:00:00Z'), ...newShares },
  { id: 'e1', sequence: 1, transactionDate: new Date('2024-01-01T12:00:00Z'), ...opening },
  { id: 'e2', sequence: 2, transactionDate: new Date('2024-01-01T12:00:00Z'), ...gift },
];

describe('replay', () => {
  it('applies entries by date, then sequence', () => {
    const state = replay(entries);
    expect(numbersOf(state, 'alice', 'A')).toBe('11-100');
    expect(numbersOf(state, 'bob', 'A')).toBe('1-10');
    expect(numbersOf(state, 'carol', 'A')).toBe('101-105');
    expect(state).toEqual(after(opened, gift, newShares));
  });

  it('gives the register as of a date, entries at that instant included', () => {
    expect(replayAsOf(entries, new Date('2024-01-01T12:00:00Z'))).toEqual(after(opened, gift));
    expect(replayAsOf(entries, new Date('2024-01-01T11:59:59Z'))).toEqual(emptyRegister());
  });

  it('names the entry a replay refuses', () => {
    const redated = entries.map((entry) => (entry.id === 'e2' ? { ...entry, transactionDate: new Date('2023-12-31T12:00:00Z') } : entry));
    expect(() => replay(redated)).toThrow(expect.objectContaining({ code: 'unknownShareClass', params: { shareClassId: 'A', entryId: 'e2' } }));
  });
});
