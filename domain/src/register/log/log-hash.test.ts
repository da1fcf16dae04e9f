import { describe, expect, it } from 'vitest';
import { genesisHash, hashEntry, type HashedEntry } from './log-hash';

const entry: HashedEntry = {
  sequence: 1,
  type: 'ISSUE',
  transactionDate: new Date('2026-01-05T12:00:00Z'),
  payload: { b: 1, a: [1, 2] },
  effects: {},
  isPending: false,
  correctsId: null,
  correction: null,
  postings: [{ shareholderId: 'h1', shareTypeId: 'c1', quantity: 100n, numberFrom: 1n, numberTo: 100n }],
};

describe('log hash chain', () => {
  it('hashes as stored chains were hashed (the canonical form is written in pieces, never changed)', () => {
    expect(hashEntry(genesisHash, entry)).toBe('52c3cb58ec8955c4196badc61ec58bc0fab01d877f74e6c31db4d8ccfc73d710');
    const issuerSide = { shareholderId: null, shareTypeId: 'c1', quantity: -100n, numberFrom: 1n, numberTo: 100n };
    expect(hashEntry(genesisHash, { ...entry, correctsId: 'e0', correction: 'REDATE', postings: [issuerSide, ...entry.postings] })).toBe('4b1c109aa692bbb7d3b4e23b76905bf8de098626c77e7697d68751755a4af748');
  });

  it('does not depend on key order', () => {
    expect(hashEntry(genesisHash, entry)).toBe(hashEntry(genesisHash, { ...entry, payload: { a: [1, 2], b: 1 } }));
  });

  it('changes with any content, the posting amounts and the previous hash', () => {
    const base = hashEntry(genesisHash, entry);
    expect(hashEntry(genesisHash, { ...entry, sequence: 2 })).not.toBe(base);
    expect(hashEntry(genesisHash, { ...entry, postings: [{ ...entry.postings[0]!, quantity: 101n }] })).not.toBe(base);
    expect(hashEntry('1'.repeat(64), entry)).not.toBe(base);
  });
});
