import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { tallyItem } from './tally';
import type { VoteValue } from './voting-constants';

// A change of the articles that impairs the B shares' rights: QUALIFIED, and B votes as a class (aksjeloven § 5-18 (2)).
// Nominal value 1, 1 vote a share: Anna 800 A, Bjørn 100 A, Cecilie 60 B, Dag 40 B.
const register = meetingRegister({ nominalValue: '1', votesPerShare: { A: '1', B: '1' }, holdings: { anna: { A: 800n }, bjorn: { A: 100n }, cecilie: { B: 60n }, dag: { B: 40n } } });
const tallyOf = (cecilie: VoteValue) =>
  tallyItem({
    register,
    participation: present('anna', 'bjorn', 'cecilie', 'dag'),
    item: {
      votes: [
        { shareholderId: 'anna', vote: 'for' },
        { shareholderId: 'bjorn', vote: 'for' },
        { shareholderId: 'cecilie', vote: cecilie },
        { shareholderId: 'dag', vote: 'for' },
      ],
    },
  });

describe('scenario: a class vote', () => {
  it('fails when the class does not consent, though the meeting does (940 of 1 000; B 40 of 100)', () => {
    expect(itemOutcome({ tally: tallyOf('against'), majorityType: 'QUALIFIED', classVotes: ['B'] })).toEqual({
      outcome: 'REJECTED',
      majorityType: 'QUALIFIED',
      votesRequirementMet: true,
      capitalRequirementMet: true,
      classes: [{ shareClassId: 'B', passed: false }],
      decidedByChair: false,
    });
    expect(itemOutcome({ tally: tallyOf('against'), majorityType: 'QUALIFIED' }).outcome).toBe('ADOPTED');
  });

  it('passes when every class named consents', () => {
    expect(itemOutcome({ tally: tallyOf('for'), majorityType: 'QUALIFIED', classVotes: ['A', 'B'] })).toMatchObject({
      outcome: 'ADOPTED',
      classes: [
        { shareClassId: 'A', passed: true },
        { shareClassId: 'B', passed: true },
      ],
    });
  });

  it('takes a simple majority within the class for a simple-majority item, a tie being no consent', () => {
    const tie = tallyItem({
      register: meetingRegister({ nominalValue: '1', votesPerShare: { A: '1', B: '1' }, holdings: { anna: { A: 800n }, cecilie: { B: 50n }, dag: { B: 50n } } }),
      participation: present('anna', 'cecilie', 'dag'),
      item: { votes: [{ shareholderId: 'anna', vote: 'for' }, { shareholderId: 'cecilie', vote: 'for' }, { shareholderId: 'dag', vote: 'against' }] },
    });
    expect(itemOutcome({ tally: tie, majorityType: 'SIMPLE_MAJORITY', classVotes: ['B'] })).toMatchObject({ outcome: 'REJECTED', classes: [{ shareClassId: 'B', passed: false }] });
  });

  it('refuses a class not on the register', () => {
    expect(() => itemOutcome({ tally: tallyOf('for'), majorityType: 'QUALIFIED', classVotes: ['Z'] })).toThrow('voting.unknownShareClass');
  });
});
