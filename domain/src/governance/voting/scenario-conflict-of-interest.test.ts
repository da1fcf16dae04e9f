import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { withInitialVotes } from './individual-votes';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';

// A claim against the board member Anna (600 of 1 000 shares) is voted on: she may not vote on it.
// Bjørn 250 for, Cecilie 150 against; one class, 1 vote a share, nominal value 2.
const register = meetingRegister({ nominalValue: '2', votesPerShare: { A: '1' }, holdings: { anna: { A: 600n }, bjorn: { A: 250n }, cecilie: { A: 150n } } });
const participation = present('anna', 'bjorn', 'cecilie');
const item = { excluded: ['anna'], votes: [{ shareholderId: 'bjorn', vote: 'for' }, { shareholderId: 'cecilie', vote: 'against' }] } as const;

describe('scenario: a shareholder excluded for a conflict of interest', () => {
  it('leaves the excluded holder out of the item: 250 for and 150 against of 400 represented', () => {
    const tally = tallyItem({ register, participation, item });
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '250',
      votesAgainst: '150',
      votesBlank: '0',
      representedVotes: '400',
      shareCapitalFor: '500',
      shareCapitalAgainst: '300',
      shareCapitalBlank: '0',
      representedShareCapital: '800',
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('ADOPTED');
    // 250 of 400 is 62.5 %: short of two thirds.
    expect(itemOutcome({ tally, majorityType: 'QUALIFIED' })).toMatchObject({ outcome: 'REJECTED', votesRequirementMet: false, capitalRequirementMet: false });
  });

  it("refuses the excluded holder's vote", () => {
    try {
      tallyItem({ register, participation, item: { ...item, votes: [...item.votes, { shareholderId: 'anna', vote: 'against' }] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'voting.excludedFromItem', params: { shareholderId: 'anna' } });
    }
  });

  it('gives the excluded holder no initial vote in individual voting, the others "for"', () => {
    const votes = withInitialVotes({ register, participation, item: { excluded: ['anna'], votes: [{ shareholderId: 'cecilie', vote: 'against' }] } });
    expect(votes).toEqual([
      { shareholderId: 'cecilie', vote: 'against' },
      { shareholderId: 'bjorn', vote: 'for' },
    ]);
    expect(itemVotesJson(tallyItem({ register, participation, item: { excluded: ['anna'], votes } }))).toMatchObject({ votesFor: '250', votesAgainst: '150' });
  });
});
