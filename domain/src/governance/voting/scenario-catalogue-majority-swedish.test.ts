import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { defaultMajorityOf } from '../decisions/decision-majority';
import { itemRuleOf } from './item-rule';
import { itemOutcome } from './item-outcome';
import { itemVotesJson, tallyItem } from './tally';

// An AB with A shares of 10 votes and B shares of 1 vote, quota value 1. Present: Astrid 100 A (1 000 votes),
// Björn 450 B, Cecilia 450 B. Astrid and Cecilia vote for, Björn against.
// Votes: 1 450 for of 1 900 cast (76.3 %); shares: 550 for of 1 000 represented (55 %).
const register = meetingRegister({ nominalValue: '1', votesPerShare: { A: '10', B: '1' }, holdings: { astrid: { A: 100n }, bjorn: { B: 450n }, cecilia: { B: 450n } } });
const participation = present('astrid', 'bjorn', 'cecilia');
const tally = tallyItem({
  register,
  participation,
  item: {
    votes: [
      { shareholderId: 'astrid', vote: 'for' },
      { shareholderId: 'bjorn', vote: 'against' },
      { shareholderId: 'cecilia', vote: 'for' },
    ],
  },
});

describe('scenario: the catalogue majorities in a Swedish AB (aktiebolagslagen 7:40, 7:42)', () => {
  it('passes a simple majority by votes: 1 450 for, 450 against', () => {
    expect(itemVotesJson(tally)).toMatchObject({ votesFor: '1450', votesAgainst: '450', representedVotes: '1900', shareCapitalFor: '550', representedShareCapital: '1000' });
    expect(itemOutcome({ tally, majorityType: itemRuleOf(defaultMajorityOf('approveAuditorRemuneration')).majorityType }).outcome).toBe('ADOPTED');
  });

  it('refuses an article change by default: two thirds of the votes cast (76.3 %) but not of the shares represented (55 %)', () => {
    const rule = itemRuleOf(defaultMajorityOf('changeCompanyNameInArticlesOfAssociation'));
    expect(rule.majorityType).toBe('QUALIFIED');
    expect(itemOutcome({ tally, majorityType: rule.majorityType })).toMatchObject({ outcome: 'REJECTED', votesRequirementMet: true, capitalRequirementMet: false });
  });

  it('votes a bonus issue and a share split by two thirds by default', () => {
    expect(defaultMajorityOf('capitalIncreaseThroughBonusIssue')).toBe('QUALIFIED');
    expect(defaultMajorityOf('splitShare')).toBe('QUALIFIED');
  });
});
