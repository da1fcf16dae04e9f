import { describe, expect, it } from 'vitest';
import { meetingRegister, present } from '../../../testing/meeting-register-fixture';
import { itemOutcome } from './item-outcome';
import { tallyItem } from './tally';

// Every shareholder must consent (aksjeloven § 5-21). Anna 50, Bjørn 30 and Cecilie 20 A shares; Dag 10 C shares without votes.
const register = meetingRegister({ nominalValue: '1', votesPerShare: { A: '1', C: '0' }, holdings: { anna: { A: 50n }, bjorn: { A: 30n }, cecilie: { A: 20n }, dag: { C: 10n } } });
const everyone = ['anna', 'bjorn', 'cecilie', 'dag'];
const outcomeOf = (presentHolders: string[], votes: Record<string, 'for' | 'against' | 'blank'>) =>
  itemOutcome({
    tally: tallyItem({ register, participation: present(...presentHolders), item: { votes: Object.entries(votes).map(([shareholderId, vote]) => ({ shareholderId, vote })) } }),
    majorityType: 'UNANIMOUS',
  });

describe('scenario: unanimity', () => {
  it('adopts when every shareholder, the one without votes too, votes for', () => {
    expect(outcomeOf(everyone, { anna: 'for', bjorn: 'for', cecilie: 'for', dag: 'for' })).toMatchObject({ outcome: 'ADOPTED', votesRequirementMet: true });
  });

  it('rejects on one blank, one absent shareholder, or the non-voting shareholder against', () => {
    expect(outcomeOf(everyone, { anna: 'for', bjorn: 'for', cecilie: 'blank', dag: 'for' }).outcome).toBe('REJECTED');
    expect(outcomeOf(['anna', 'bjorn', 'dag'], { anna: 'for', bjorn: 'for', dag: 'for' }).outcome).toBe('REJECTED');
    expect(outcomeOf(everyone, { anna: 'for', bjorn: 'for', cecilie: 'for', dag: 'against' }).outcome).toBe('REJECTED');
  });
});
