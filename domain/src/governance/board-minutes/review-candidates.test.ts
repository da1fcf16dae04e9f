import { describe, expect, it } from 'vitest';
import { reviewCandidates } from './review-candidates';

const role = (id: string, kind: string, lastName = id) => ({ id, role: kind, firstName: id, lastName }) as never;

describe('reviewCandidates', () => {
  it('lists the board in its order, then the CEO and observers, and no one else', () => {
    const roles = [role('obs', 'observer'), role('ceo', 'ceo'), role('m', 'member'), role('signer', 'general_meeeting_signer'), role('dep', 'deputy_member'), role('chair', 'chairperson')];
    expect(reviewCandidates(roles).map(({ id }: { id: string }) => id)).toEqual(['chair', 'm', 'dep', 'ceo', 'obs']);
  });
});
