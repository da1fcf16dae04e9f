import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';

// A nominee holds 1 000 A shares (1 vote each) and 200 B shares (2 votes each) for its clients; Anna holds 500 A.
// Nominal value 5. The nominee splits: 600 A for, 300 A against, 200 B blank, and leaves 100 A unvoted; Anna votes against.
const register = meetingRegister({ nominalValue: '5', votesPerShare: { A: '1', B: '2' }, holdings: { nominee: { A: 1_000n, B: 200n }, anna: { A: 500n } } });
const participation = present('nominee', 'anna');
const split = [
  { shareClassId: 'A', shares: 600n, vote: 'for' },
  { shareClassId: 'A', shares: 300n, vote: 'against' },
  { shareClassId: 'B', shares: 200n, vote: 'blank' },
] as const;

describe("scenario: a nominee's split votes", () => {
  it('counts each part its way and the unvoted rest as represented only', () => {
    const tally = tallyItem({ register, participation, item: { votes: [{ shareholderId: 'nominee', split }, { shareholderId: 'anna', vote: 'against' }] } });
    // For 600 votes (3 000 capital); against 300 + 500 = 800 (4 000); blank 200 × 2 = 400 votes (1 000);
    // represented 1 000 + 400 + 500 = 1 900 votes, (1 200 + 500) × 5 = 8 500 capital.
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '600',
      votesAgainst: '800',
      votesBlank: '400',
      representedVotes: '1900',
      shareCapitalFor: '3000',
      shareCapitalAgainst: '4000',
      shareCapitalBlank: '1000',
      representedShareCapital: '8500',
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('REJECTED');
  });

  it('refuses a split past the shares held', () => {
    const tooMany = [
      { shareClassId: 'A', shares: 700n, vote: 'for' },
      { shareClassId: 'A', shares: 301n, vote: 'against' },
    ] as const;
    expect(() => tallyItem({ register, participation, item: { votes: [{ shareholderId: 'nominee', split: tooMany }] } })).toThrow('powersOfAttorney.splitExceedsShares');
  });
});
