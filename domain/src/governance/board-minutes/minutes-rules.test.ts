import { describe, expect, it } from 'vitest';
import type { BoardMeetingData } from '../board-meetings/board-meeting-data';
import type { BoardRole } from '../board-meetings/board-roles';
import { checkMinutes, defaultMinutes, outcomeTextIn } from './minutes-rules';

const role = (id: string, kind: BoardRole['role'], lastName = id): BoardRole => ({ id, role: kind, firstName: id, lastName });
const small = [role('chair', 'chairperson'), role('m1', 'member', 'a'), role('m2', 'member', 'b'), role('dep', 'deputy_member')];
const large = [role('m1', 'member', 'a'), role('m2', 'member', 'b'), role('m3', 'member', 'c'), role('vice', 'deputy_chairperson'), role('m4', 'member', 'd')];
const meeting = {
  meetingDate: '2026-03-14',
  startTime: '12:00',
  endDate: '2026-03-14',
  endTime: '14:00',
  boardMeetingForm: 'hybrid',
  meetingPlace: 'companysOffice',
  inlineAddress: null,
  participants: ['chair', 'm1', 'gone'],
  extraParticipants: [{ id: 'x', name: 'Revisor', email: 'r@example.no' }],
} as unknown as BoardMeetingData;
const input = { participants: [], meetingChairId: null, signatoryIds: [], matterOutcomes: [] };

describe('defaultMinutes', () => {
  it('starts from the notice: the invited present, the chairperson in the chair, all of a small board signing', () => {
    expect(defaultMinutes(meeting, small)).toMatchObject({
      meetingDate: '2026-03-14',
      participants: ['chair', 'm1'],
      extraParticipants: [{ id: 'x', name: 'Revisor' }],
      meetingChairId: 'chair',
      signatoryIds: ['chair', 'm1', 'm2'],
      matterOutcomes: [],
    });
  });

  it('takes the deputy chairperson without a chairperson, and two signatories with the chair first from 5 members', () => {
    expect(defaultMinutes(meeting, large)).toMatchObject({ meetingChairId: 'vice', signatoryIds: ['vice', 'm1'] });
  });
});

describe('checkMinutes', () => {
  it('accepts the defaults', () => {
    expect(checkMinutes(small, ['d1'], { ...input, meetingChairId: 'chair', signatoryIds: ['chair', 'm1', 'm2'], matterOutcomes: [{ decisionId: 'd1', texts: [] }] })).toBeNull();
    expect(checkMinutes(large, [], { ...input, signatoryIds: ['m3', 'm4'] })).toBeNull();
  });

  it('refuses a participant or chair outside the board', () => {
    expect(checkMinutes(small, [], { ...input, participants: ['chair', 'stranger'] })).toEqual({ code: 'boardMeetings.unknownParticipant', field: 'participants.1' });
    expect(checkMinutes(small, [], { ...input, meetingChairId: 'stranger' })).toEqual({ code: 'boardMinutes.chairNotOnBoard', field: 'meetingChairId' });
  });

  it('needs every member of a board under 5 to sign', () => {
    expect(checkMinutes(small, [], { ...input, signatoryIds: ['chair', 'm1'] })).toEqual({ code: 'all-must-sign-when-less-than-5', field: 'signatoryIds' });
  });

  it('needs two board members to sign from 5, none from outside', () => {
    expect(checkMinutes(large, [], { ...input, signatoryIds: ['m1'] })).toEqual({ code: 'boardMeetings.atLeastTwoSignatories', field: 'signatoryIds' });
    expect(checkMinutes(large, [], { ...input, signatoryIds: ['m1', 'stranger'] })).toEqual({ code: 'boardMeetings.signatoryNotOnBoard', field: 'signatoryIds' });
  });

  it('refuses an outcome text of a matter not in the project', () => {
    expect(checkMinutes(small, ['d1'], { ...input, signatoryIds: ['chair', 'm1', 'm2'], matterOutcomes: [{ decisionId: 'd2', texts: [] }] })).toEqual({
      code: 'decisions.notFound',
      field: 'matterOutcomes.0.decisionId',
    });
  });
});

describe('outcomeTextIn', () => {
  it('finds a written text in the language, not a blank one', () => {
    const outcomes = [{ decisionId: 'd1', texts: [{ language: 'no' as const, text: 'Vedtatt enstemmig.' }, { language: 'en' as const, text: '  ' }] }];
    expect(outcomeTextIn(outcomes, 'd1', 'no')).toBe('Vedtatt enstemmig.');
    expect(outcomeTextIn(outcomes, 'd1', 'en')).toBeNull();
    expect(outcomeTextIn(outcomes, 'd2', 'no')).toBeNull();
  });
});
