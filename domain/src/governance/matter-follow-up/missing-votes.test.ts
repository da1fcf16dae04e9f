import { describe, expect, it } from 'vitest';
import { missingVotes } from './missing-votes';

describe('missing votes', () => {
  it('counts, per voter, the matters without their vote', () => {
    const missing = missingVotes({
      matterIds: ['m1', 'm2'],
      voterRoleIds: ['chair', 'member'],
      votes: [
        { decisionId: 'm1', roleId: 'chair' },
        { decisionId: 'm2', roleId: 'chair' },
        { decisionId: 'm1', roleId: 'member' },
      ],
    });
    expect(Object.fromEntries(missing)).toEqual({ chair: 0, member: 1 });
  });

  it('ignores votes on other matters and by others', () => {
    const missing = missingVotes({ matterIds: ['m1'], voterRoleIds: ['member'], votes: [{ decisionId: 'other', roleId: 'member' }, { decisionId: 'm1', roleId: 'stranger' }] });
    expect(missing.get('member')).toBe(1);
  });
});
