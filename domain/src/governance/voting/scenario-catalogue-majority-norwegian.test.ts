import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { defaultMajorityOf } from '../decisions/decision-majority';
import { itemRuleOf } from './item-rule';
import { itemOutcome } from './item-outcome';
import { tallyItem } from './tally';

// An AS with 1 000 shares of one class, 1 vote each, nominal value 1. Present: Kari 640, Ola 300, Per 60.
// Kari votes for, Ola against, Per blank: 640 for of 940 cast (68.1 %), 640 of 1 000 represented (64 %).
const register = meetingRegister({ nominalValue: '1', votesPerShare: { A: '1' }, holdings: { kari: { A: 640n }, ola: { A: 300n }, per: { A: 60n } } });
const participation = present('kari', 'ola', 'per');
const votes = [
  { shareholderId: 'kari', vote: 'for' },
  { shareholderId: 'ola', vote: 'against' },
  { shareholderId: 'per', vote: 'blank' },
] as const;
const tally = tallyItem({ register, participation, item: { votes } });

describe('scenario: the catalogue majorities in a Norwegian AS (aksjeloven §§ 5-17, 5-18)', () => {
  it('votes an article change by two thirds by default: 68.1 % of the votes cast but 64 % of the capital represented fails', () => {
    const rule = itemRuleOf(defaultMajorityOf('changeBusinessActivityInArticlesOfAssociation'));
    expect(rule.majorityType).toBe('QUALIFIED');
    expect(itemOutcome({ tally, majorityType: rule.majorityType })).toMatchObject({ outcome: 'REJECTED', votesRequirementMet: true, capitalRequirementMet: false });
  });

  it('votes a capital increase and a reduction by two thirds by default, a dividend by a simple majority', () => {
    expect(defaultMajorityOf('increaseOfShareCapital')).toBe('QUALIFIED');
    expect(defaultMajorityOf('reductionOfShareCapital')).toBe('QUALIFIED');
    const dividend = itemRuleOf(defaultMajorityOf('dividend'));
    expect(dividend.majorityType).toBe('SIMPLE_MAJORITY');
    expect(itemOutcome({ tally, majorityType: dividend.majorityType }).outcome).toBe('ADOPTED');
  });

  it("keeps the default beside a majority the meeting chose, so the minutes can name the choice", () => {
    expect(itemRuleOf('QUALIFIED', { majorityType: 'SIMPLE_MAJORITY', excludedShareholderIds: ['ola'] })).toEqual({
      majorityType: 'SIMPLE_MAJORITY',
      defaultMajorityType: 'QUALIFIED',
      classVotes: [],
      excludedShareholderIds: ['ola'],
    });
    expect(itemRuleOf('QUALIFIED', { majorityType: null }).majorityType).toBe('QUALIFIED');
  });
});
