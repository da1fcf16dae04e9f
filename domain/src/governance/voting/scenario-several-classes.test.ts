import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { representation } from './representation';
import { itemVotesJson, tallyItem } from './tally';

// Three classes, nominal value 10: A with 1 vote a share, B with 10, C without votes. Eva (100 A) stays away.
//   holder    A     B     C    votes  capital  vote
//   Anna     600               600    6 000    for
//   Bjørn    300    50         800    3 500    against
//   Cecilie        100        1 000   1 000    for
//   Dag                  200      0    2 000    blank
//   Eva      100 (absent)      100    1 000
const register = meetingRegister({
  nominalValue: '10',
  votesPerShare: { A: '1', B: '10', C: '0' },
  holdings: { anna: { A: 600n }, bjorn: { A: 300n, B: 50n }, cecilie: { B: 100n }, dag: { C: 200n }, eva: { A: 100n } },
});
const participation = [...present('anna', 'bjorn', 'cecilie', 'dag'), { shareholderId: 'eva', isPresent: false }];
const item = {
  votes: [
    { shareholderId: 'anna', vote: 'for' },
    { shareholderId: 'bjorn', vote: 'against' },
    { shareholderId: 'cecilie', vote: 'for' },
    { shareholderId: 'dag', vote: 'blank' },
  ] as const,
};

describe('scenario: several classes', () => {
  it('represents per class and for the meeting, percentages floored', () => {
    expect(representation({ register, participation })).toEqual({
      classes: [
        { shareClassId: 'A', sharesParticipating: '900', totalShares: '1000', percentage: '90.00', votesParticipating: '900', totalVotes: '1000' },
        { shareClassId: 'B', sharesParticipating: '150', totalShares: '150', percentage: '100.00', votesParticipating: '1500', totalVotes: '1500' },
        { shareClassId: 'C', sharesParticipating: '200', totalShares: '200', percentage: '100.00', votesParticipating: '0', totalVotes: '0' },
      ],
      // 1 250 of 1 350 shares is 92.5925…%; 2 400 of 2 500 votes is 96 %.
      sharesParticipating: '1250',
      totalShares: '1350',
      percentage: '92.59',
      votesParticipating: '2400',
      totalVotes: '2500',
      votesPercentage: '96.00',
      shareCapitalParticipating: '12500',
      totalShareCapital: '13500',
    });
  });

  it('tallies votes and capital for, against and blank, and adopts by simple majority', () => {
    const tally = tallyItem({ register, participation, item });
    // For: Anna 600 + Cecilie 1 000 votes; capital 6 000 + 1 000. Against: Bjørn 300 + 50 × 10 votes.
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '1600',
      votesAgainst: '800',
      votesBlank: '0',
      representedVotes: '2400',
      shareCapitalFor: '7000',
      shareCapitalAgainst: '3500',
      shareCapitalBlank: '2000',
      representedShareCapital: '12500',
    });
    expect(itemVotesJson(tally.classes.B!)).toMatchObject({ votesFor: '1000', votesAgainst: '500', representedVotes: '1500' });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' })).toEqual({
      outcome: 'ADOPTED',
      majorityType: 'SIMPLE_MAJORITY',
      votesRequirementMet: true,
      capitalRequirementMet: null,
      classes: [],
      decidedByChair: false,
    });
  });

  it('refuses a vote from a holder who is not present', () => {
    expect(() => tallyItem({ register, participation, item: { votes: [{ shareholderId: 'eva', vote: 'for' }] } })).toThrow('voting.notRepresented');
    expect(() => tallyItem({ register, participation, item: { votes: [{ shareholderId: 'ukjent', vote: 'for' }] } })).toThrow('voting.notRepresented');
    expect(() =>
      tallyItem({ register, participation, item: { votes: [{ shareholderId: 'anna', vote: 'for' }, { shareholderId: 'anna', vote: 'against' }] } }),
    ).toThrow('voting.duplicateVote');
  });
});
