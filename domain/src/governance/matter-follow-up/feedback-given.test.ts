import { describe, expect, it } from 'vitest';
import { feedbackGiven } from './feedback-given';

const sentAt = new Date('2099-01-10T10:00:00Z');
const after = new Date('2099-01-11T10:00:00Z');
const before = new Date('2099-01-09T10:00:00Z');

describe('feedback given on minutes in review', () => {
  it('counts a vote or a comment by the reviewer’s role since the sending', () => {
    const given = feedbackGiven({ reviewerRoleIds: ['chair', 'ceo', 'member'], sentAt, votes: [{ roleId: 'chair', at: after }], comments: [{ roleId: 'ceo', at: after }, { roleId: null, at: after }] });
    expect(given).toEqual([true, true, false]);
  });

  it('ignores votes and comments from before the minutes were sent (the notice round)', () => {
    expect(feedbackGiven({ reviewerRoleIds: ['chair'], sentAt, votes: [{ roleId: 'chair', at: before }], comments: [{ roleId: 'chair', at: before }] })).toEqual([false]);
  });
});
