import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { representation } from './representation';
import { itemVotesJson, tallyItem } from './tally';

describe('scenario: fractional votes per share', () => {
  // Nominal value 0.25; A carries 1.5 votes a share, B 0.33333. Dag stays away.
  //   Anna     3 A  =  4.5     votes, capital 0.75   for
  //   Bjørn   10 B  =  3.3333  votes, capital 2.5    against
  //   Cecilie  7 B  =  2.33331 votes, capital 1.75   against
  //   Dag      1 A  =  1.5     votes, capital 0.25   (absent)
  const register = meetingRegister({
    nominalValue: '0.25',
    votesPerShare: { A: '1.50000', B: '0.33333' },
    holdings: { anna: { A: 3n }, bjorn: { B: 10n }, cecilie: { B: 7n }, dag: { A: 1n } },
  });
  const participation = present('anna', 'bjorn', 'cecilie');

  it('counts votes to 5 decimals and floors the attendance', () => {
    const represented = representation({ register, participation });
    // 20 of 21 shares is 95.238…% and 10.16661 of 11.66661 votes 87.1427…%: floored, not rounded.
    expect(represented).toMatchObject({ sharesParticipating: '20', totalShares: '21', percentage: '95.23', votesParticipating: '10.16661', totalVotes: '11.66661', votesPercentage: '87.14' });
    expect(represented.classes[1]).toEqual({ shareClassId: 'B', sharesParticipating: '17', totalShares: '17', percentage: '100.00', votesParticipating: '5.66661', totalVotes: '5.66661' });
  });

  it('rejects 4.5 votes for against 5.66661', () => {
    const tally = tallyItem({
      register,
      participation,
      item: { votes: [{ shareholderId: 'anna', vote: 'for' }, { shareholderId: 'bjorn', vote: 'against' }, { shareholderId: 'cecilie', vote: 'against' }] },
    });
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '4.5',
      votesAgainst: '5.66661',
      votesBlank: '0',
      representedVotes: '10.16661',
      shareCapitalFor: '0.75',
      shareCapitalAgainst: '4.25',
      shareCapitalBlank: '0',
      representedShareCapital: '5',
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('REJECTED');
  });

  it('finds the exact tie floats would miss (0.1 + 0.2 against 0.3), and lets the chair decide it', () => {
    // Anna holds one C share (0.1 vote) and one D share (0.2); Bjørn one E share (0.3). In floating point
    // 0.1 + 0.2 = 0.30000000000000004 and Anna would win; exactly, it is a tie.
    const tied = meetingRegister({ nominalValue: '1', votesPerShare: { C: '0.1', D: '0.2', E: '0.3' }, holdings: { anna: { C: 1n, D: 1n }, bjorn: { E: 1n } } });
    const tally = tallyItem({
      register: tied,
      participation: present('anna', 'bjorn'),
      item: { votes: [{ shareholderId: 'anna', vote: 'for' }, { shareholderId: 'bjorn', vote: 'against' }] },
    });
    expect(itemVotesJson(tally)).toMatchObject({ votesFor: '0.3', votesAgainst: '0.3' });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' })).toMatchObject({ outcome: 'REJECTED', decidedByChair: false });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY', chairVote: 'for' })).toMatchObject({ outcome: 'ADOPTED', decidedByChair: true });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY', chairVote: 'against' })).toMatchObject({ outcome: 'REJECTED', decidedByChair: true });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY', chairVote: 'blank' })).toMatchObject({ outcome: 'REJECTED', decidedByChair: false });
  });
});
