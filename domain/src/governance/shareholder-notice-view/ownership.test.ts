import { describe, expect, it } from 'vitest';
import type { MeetingRegister } from '../voting/meeting-register';
import { ownershipOf, totalVotesOf } from './ownership';

// Two classes: A with 1 vote a share, B with 0.1; Kari holds 300 A and 1000 B, Ola 700 A.
const register: MeetingRegister = {
  nominalValue: '10',
  shareClasses: { A: { votesPerShare: '1' }, B: { votesPerShare: '0.1' } },
  rows: [
    { shareholderId: 'kari', classes: [{ shareClassId: 'A', shares: 300n }, { shareClassId: 'B', shares: 1000n }] },
    { shareholderId: 'ola', classes: [{ shareClassId: 'A', shares: 700n }] },
  ],
};

describe('ownershipOf', () => {
  it('counts shares times votes per share, with the share of all votes floored to 2 decimals', () => {
    expect(totalVotesOf(register)).toBe(110_000_000n); // 1,100 votes in units of 10^-5
    expect(ownershipOf(register, 'kari')).toEqual({
      shares: '1300',
      votes: '400',
      votePercent: '36.36',
      classes: [
        { shareClassId: 'A', shares: '300', votes: '300' },
        { shareClassId: 'B', shares: '1000', votes: '100' },
      ],
    });
  });

  it('gives nothing for a holder without shares at the date', () => {
    expect(ownershipOf(register, 'per')).toEqual({ shares: '0', votes: '0', votePercent: '0.00', classes: [] });
  });
});
