import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';

// A claim against the board member Anna (600 of 1 100 shares) is voted on. Dag (100) gave Anna his power of attorney:
// she may not vote on the claim for him either (aksjeloven § 5-3 (3), aktiebolagslagen 7:46).
// Bjørn 250 for, Cecilie 150 against; one class, 1 vote a share, nominal value 2. Dag is present, by proxy.
const register = meetingRegister({ nominalValue: '2', votesPerShare: { A: '1' }, holdings: { anna: { A: 600n }, bjorn: { A: 250n }, cecilie: { A: 150n }, dag: { A: 100n } } });
const participation = present('anna', 'bjorn', 'cecilie', 'dag');
const others = [
  { shareholderId: 'bjorn', vote: 'for' },
  { shareholderId: 'cecilie', vote: 'against' },
] as const;

describe('scenario: a proxy excluded for a conflict of interest', () => {
  it("refuses the votes the excluded proxy casts for others on the item, naming both", () => {
    try {
      tallyItem({ register, participation, item: { excluded: ['anna'], votes: [...others, { shareholderId: 'dag', vote: 'for', proxyShareholderId: 'anna' }] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'voting.proxyExcludedFromItem', params: { shareholderId: 'dag', proxyShareholderId: 'anna' } });
    }
  });

  it("keeps Dag's shares represented but unvoted: 250 for and 150 against of 500 represented falls short of two thirds", () => {
    const tally = tallyItem({ register, participation, item: { excluded: ['anna'], votes: others } });
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '250',
      votesAgainst: '150',
      votesBlank: '0',
      representedVotes: '500',
      shareCapitalFor: '500',
      shareCapitalAgainst: '300',
      shareCapitalBlank: '0',
      representedShareCapital: '1000',
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('ADOPTED');
    // 250 of 400 cast is 62.5 %, 250 of 500 represented 50 %.
    expect(itemOutcome({ tally, majorityType: 'QUALIFIED' })).toMatchObject({ outcome: 'REJECTED', votesRequirementMet: false, capitalRequirementMet: false });
  });

  it('counts the same shares voted by a proxy who is not excluded: 350 of 500 represented is two thirds and more', () => {
    const tally = tallyItem({ register, participation, item: { excluded: ['anna'], votes: [...others, { shareholderId: 'dag', vote: 'for', proxyShareholderId: 'bjorn' }] } });
    expect(itemVotesJson(tally)).toMatchObject({ votesFor: '350', votesAgainst: '150', representedVotes: '500', shareCapitalFor: '700', representedShareCapital: '1000' });
    // 350 of 500 cast and of 500 represented: 70 %.
    expect(itemOutcome({ tally, majorityType: 'QUALIFIED' })).toMatchObject({ outcome: 'ADOPTED', votesRequirementMet: true, capitalRequirementMet: true });
  });

  it('lets the proxy vote for others on an item she is not excluded from: 950 for of 1 100', () => {
    const tally = tallyItem({
      register,
      participation,
      item: { votes: [...others, { shareholderId: 'anna', vote: 'for' }, { shareholderId: 'dag', vote: 'for', proxyShareholderId: 'anna' }] },
    });
    expect(itemVotesJson(tally)).toMatchObject({ votesFor: '950', votesAgainst: '150', representedVotes: '1100' });
  });
});
