import { describe, expect, it } from 'vitest';
import { holderAccount, movePostings } from './ledger-transaction';
import { promisedBy, selectShares } from './select-shares';

const range = (from: bigint, to: bigint) => ({ from, to });

describe('selecting shares by count', () => {
  const held = [range(11n, 100n)];

  it('takes the lowest numbers when nothing is promised', () => expect(selectShares(held, { numberOfShares: 3n })).toEqual([range(11n, 13n)]));

  it('leaves the numbers later entries give away, when the rest covers the count', () => {
    expect(selectShares(held, { numberOfShares: 3n, promised: [range(11n, 97n)] })).toEqual([range(98n, 100n)]);
  });

  it('falls back to the lowest when the rest cannot cover it (the later entry is then refused by the replay)', () => {
    expect(selectShares(held, { numberOfShares: 4n, promised: [range(11n, 97n)] })).toEqual([range(11n, 14n)]);
  });

  it('reads what later entries take from each holder and class', () => {
    const later = [{ postings: movePostings(holderAccount('a'), holderAccount('b'), 'A', [range(1n, 10n)]), stateChanges: [] }];
    expect(promisedBy(later)('a', 'A')).toEqual([range(1n, 10n)]);
    expect(promisedBy(later)('b', 'A')).toEqual([]);
  });
});
