import { describe, expect, it } from 'vitest';
import { electronicParticipationOf } from './electronic-participation';

describe('what the notice says of electronic participation (issue 24)', () => {
  it('offers a video link given, whatever the choice saved', () => {
    expect(electronicParticipationOf({ meetingLink: 'https://meet.example.com/gf', meetingForm: 'hybrid', conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED' })).toBe('LINK_GIVEN');
  });

  it('offers the personal link of a meeting held in the app', () => {
    expect(electronicParticipationOf({ meetingLink: null, meetingForm: 'electronicGeneralMeeting', conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED' })).toBe('LINK_GIVEN');
  });

  it('sends later a link promised but not given, or that of an online meeting', () => {
    expect(electronicParticipationOf({ meetingLink: null, meetingForm: 'hybrid', conductElectronicGeneralMeeting: 'LINK_GIVEN' })).toBe('LINK_GIVEN_LATER');
    expect(electronicParticipationOf({ meetingLink: null, meetingForm: 'electronic', conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED' })).toBe('LINK_GIVEN_LATER');
  });

  it('keeps the choice of a meeting in a room without a link', () => {
    expect(electronicParticipationOf({ meetingLink: null, meetingForm: 'physical_meeting', conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED' })).toBe('ELECTRONIC_GM_NOT_OFFERED');
    expect(electronicParticipationOf({ meetingLink: null, meetingForm: 'hybrid', conductElectronicGeneralMeeting: 'LINK_GIVEN_LATER' })).toBe('LINK_GIVEN_LATER');
  });
});
