import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';

// A change of the articles (QUALIFIED, aksjeloven § 5-18). Nominal value 100; A carries 10 votes a share, B 0.1.
//   Xavier  100 A = 1 000 votes, capital  10 000   for
//   Yngve   900 B =    90 votes, capital  90 000   against
// Votes: 1 000 of 1 090 cast = 91.7 % (two thirds met). Capital: 10 000 of 100 000 represented = 10 % (not met).
const register = meetingRegister({ nominalValue: '100', votesPerShare: { A: '10', B: '0.1' }, holdings: { xavier: { A: 100n }, yngve: { B: 900n } } });
const tally = tallyItem({
  register,
  participation: present('xavier', 'yngve'),
  item: { votes: [{ shareholderId: 'xavier', vote: 'for' }, { shareholderId: 'yngve', vote: 'against' }] },
});

describe('scenario: a qualified item that passes on votes but fails on capital', () => {
  it('tallies 1 000 votes for against 90, and 10 000 capital for against 90 000', () => {
    expect(itemVotesJson(tally)).toEqual({
      votesFor: '1000',
      votesAgainst: '90',
      votesBlank: '0',
      representedVotes: '1090',
      shareCapitalFor: '10000',
      shareCapitalAgainst: '90000',
      shareCapitalBlank: '0',
      representedShareCapital: '100000',
    });
  });

  it('is rejected as qualified, though a simple majority would adopt it', () => {
    expect(itemOutcome({ tally, majorityType: 'QUALIFIED' })).toEqual({
      outcome: 'REJECTED',
      majorityType: 'QUALIFIED',
      votesRequirementMet: true,
      capitalRequirementMet: false,
      classes: [],
      decidedByChair: false,
    });
    expect(itemOutcome({ tally, majorityType: 'SIMPLE_MAJORITY' }).outcome).toBe('ADOPTED');
  });

  it('passes at exactly two thirds of both', () => {
    // 200 for, 100 against, one class: 200 of 300 votes and of 300 capital.
    const exact = meetingRegister({ nominalValue: '1', votesPerShare: { A: '1' }, holdings: { a: { A: 200n }, b: { A: 100n } } });
    const exactTally = tallyItem({ register: exact, participation: present('a', 'b'), item: { votes: [{ shareholderId: 'a', vote: 'for' }, { shareholderId: 'b', vote: 'against' }] } });
    expect(itemOutcome({ tally: exactTally, majorityType: 'QUALIFIED' })).toMatchObject({ outcome: 'ADOPTED', votesRequirementMet: true, capitalRequirementMet: true });
  });
});
