import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';
import type { VoteValue } from './voting-constants';

// One class, 1 vote a share, nominal value 1: Anna 500, Bjørn 200, Cecilie 300, all present.
const register = meetingRegister({ nominalValue: '1', votesPerShare: { A: '1' }, holdings: { anna: { A: 500n }, bjorn: { A: 200n }, cecilie: { A: 300n } } });
const participation = present('anna', 'bjorn', 'cecilie');
const tallyOf = (anna: VoteValue, bjorn: VoteValue, cecilie: VoteValue) =>
  tallyItem({
    register,
    participation,
    item: { votes: [{ shareholderId: 'anna', vote: anna }, { shareholderId: 'bjorn', vote: bjorn }, { shareholderId: 'cecilie', vote: cecilie }] },
  });

describe('scenario: blank votes', () => {
  it('are represented but not cast: 500 for and 200 against adopt by simple majority though 300 are blank', () => {
    const tally = tallyOf('for', 'against', 'blank');
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '500',
      votesAgainst: '200',
      votesBlank: '300',
      representedVotes: '1000',
      shareCapitalFor: '500',
      shareCapitalAgainst: '200',
      shareCapitalBlank: '300',
      representedShareCapital: '1000',
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('ADOPTED');
  });

  it('count in the capital represented: 500 of 700 votes cast (71.4 %) passes, 500 of 1 000 capital (50 %) does not', () => {
    expect(itemOutcome({ tally: tallyOf('for', 'against', 'blank'), majorityType: 'QUALIFIED' })).toMatchObject({
      outcome: 'REJECTED',
      votesRequirementMet: true,
      capitalRequirementMet: false,
    });
  });

  it('decide nothing alone: all blank is rejected, no vote at all is not voted on', () => {
    expect(itemOutcome({ tally: tallyOf('blank', 'blank', 'blank'), majorityType: 'SIMPLE_MAJORITY' })).toMatchObject({ outcome: 'REJECTED', votesRequirementMet: false });
    expect(itemOutcome({ tally: tallyItem({ register, participation, item: { votes: [] } }), majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('NOT_VOTED');
  });
});
