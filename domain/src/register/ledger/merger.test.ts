import { describe, expect, it } from 'vitest';
import { merger } from './merger';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

describe('merger', () => {
  it('issues consideration shares after the highest number and records the absorbed company', () => {
    const transaction = merger(openedRegister(), {
      absorbedCompany: '999888777',
      lines: [
        { shareholderId: 'erin', shareClassId: 'A', numberOfShares: 30n },
        { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 5n },
      ],
    });
    const state = after(openedRegister(), transaction);
    expect(numbersOf(state, 'erin', 'A')).toBe('201-230');
    expect(numbersOf(state, 'alice', 'A')).toBe('1-100, 231-235');
    expect(transaction.stateChanges).toEqual([{ kind: 'merger', absorbedCompany: '999888777' }]);
  });

  it('records a merger without consideration shares', () =>
    expect(merger(openedRegister(), { absorbedCompany: '999888777', lines: [] }).postings).toEqual([]));

  it('needs the absorbed company', () => expect(() => merger(openedRegister(), { absorbedCompany: ' ', lines: [] })).toThrow('missingAbsorbedCompany'));
});
