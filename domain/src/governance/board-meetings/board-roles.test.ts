import { describe, expect, it } from 'vitest';
import { boardRecipients, checkSignatories, defaultMeetingChair, defaultParticipants, signatoryRule, type BoardRole } from './board-roles';

const role = (id: string, type: BoardRole['role'], lastName = id): BoardRole => ({ id, role: type, firstName: 'A', lastName });

describe('board recipients', () => {
  it('orders chairperson, deputy chairperson, members, deputy members by name, and leaves out other roles', () => {
    const roles = [role('ceo', 'ceo'), role('dm', 'deputy_member'), role('m2', 'member', 'Berg'), role('m1', 'member', 'Alm'), role('dc', 'deputy_chairperson'), role('c', 'chairperson')];
    expect(boardRecipients(roles).map(({ id }) => id)).toEqual(['c', 'dc', 'm1', 'm2', 'dm']);
    expect(defaultParticipants(roles)).toEqual(['c', 'dc', 'm1', 'm2']);
  });
});

describe('defaultMeetingChair', () => {
  it('is the chairperson, else the deputy chairperson, else nobody', () => {
    expect(defaultMeetingChair([role('m', 'member'), role('dc', 'deputy_chairperson'), role('c', 'chairperson')])?.id).toBe('c');
    expect(defaultMeetingChair([role('m', 'member'), role('dc', 'deputy_chairperson')])?.id).toBe('dc');
    expect(defaultMeetingChair([role('m', 'member')])).toBeNull();
  });
});

describe('the minutes\' signatories', () => {
  const four = [role('c', 'chairperson'), role('m1', 'member', 'Alm'), role('m2', 'member', 'Berg'), role('m3', 'member', 'Dahl'), role('dm', 'deputy_member')];
  const five = [...four, role('m4', 'member', 'Eng')];

  it('below 5 board members: all must sign and there is no choice (deputy members do not count)', () => {
    expect(signatoryRule(four)).toEqual({ canChoose: false, signatoryIds: ['c', 'm1', 'm2', 'm3'] });
    expect(checkSignatories(four, ['c', 'm1', 'm2', 'm3'])).toBeNull();
    expect(checkSignatories(four, ['c', 'm1'])).toBe('all-must-sign-when-less-than-5');
  });

  it('from 5 board members: a choice, two picked by default with the chair first', () => {
    expect(signatoryRule(five)).toEqual({ canChoose: true, signatoryIds: ['c', 'm1'] });
    const noChair = [role('dc', 'deputy_chairperson', 'Zed'), ...five.filter(({ id }) => id !== 'c'), role('m5', 'member', 'Fos')];
    expect(signatoryRule(noChair).signatoryIds).toEqual(['dc', 'm1']);
    expect(checkSignatories(five, ['m3', 'm4'])).toBeNull();
    expect(checkSignatories(five, ['m3'])).toBe('boardMeetings.atLeastTwoSignatories');
  });

  it('refuses a signatory who is not on the board', () => {
    expect(checkSignatories(five, ['c', 'dm'])).toBe('boardMeetings.signatoryNotOnBoard');
  });
});
