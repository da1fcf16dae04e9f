import { describe, expect, it } from 'vitest';
import { matterOutcome } from './matter-outcome';

const vote = (companyRoleId: string, value: 'for' | 'against' | 'blank') => ({ companyRoleId, vote: value });

describe('matterOutcome', () => {
  it('adopts with more votes for than against, blank votes deciding nothing', () => {
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'c', votes: [vote('a', 'for'), vote('b', 'blank'), vote('c', 'blank')] })).toEqual({
      outcome: 'ADOPTED',
      votes: { for: 1, against: 0, blank: 2 },
      decidedByChair: false,
    });
  });

  it('rejects with more votes against', () => {
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'c', votes: [vote('a', 'for'), vote('b', 'against'), vote('c', 'against')] }).outcome).toBe('REJECTED');
  });

  it('lets the chair decide a tie, and without the chair\'s vote the proposal falls', () => {
    const tie = [vote('a', 'for'), vote('b', 'against')];
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'a', votes: tie })).toMatchObject({ outcome: 'ADOPTED', decidedByChair: true });
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'b', votes: tie })).toMatchObject({ outcome: 'REJECTED', decidedByChair: true });
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'c', votes: [...tie, vote('c', 'blank')] })).toMatchObject({ outcome: 'REJECTED', decidedByChair: false });
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: 'c', votes: [vote('c', 'blank')] }).outcome).toBe('REJECTED');
  });

  it('says not voted without votes, and information matters are not voted on', () => {
    expect(matterOutcome({ isDecisionMatter: true, chairRoleId: null, votes: [] }).outcome).toBe('NOT_VOTED');
    expect(matterOutcome({ isDecisionMatter: false, chairRoleId: null, votes: [vote('a', 'for')] }).outcome).toBe('INFORMATION');
  });
});
