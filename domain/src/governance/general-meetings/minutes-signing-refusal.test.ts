import { describe, expect, it } from 'vitest';
import { minutesSigningRefusal } from './meeting-held';

const coSigner = { companyroleId: 'r', name: 'Dag Daglig' };

describe('when general meeting minutes may go for signing (seed 002, section 5)', () => {
  it('needs a co-signer unless the meeting is simplified', () => {
    expect(minutesSigningRefusal({ isSimplifiedGeneralMeeting: false, coSigner: null }, true)).toBe('documents.generalMeetingMinutes.sendForSigningError');
    expect(minutesSigningRefusal({ isSimplifiedGeneralMeeting: true, coSigner: null }, true)).toBeNull();
    expect(minutesSigningRefusal({ isSimplifiedGeneralMeeting: false, coSigner }, true)).toBeNull();
  });

  it('waits for the meeting to be held', () => {
    expect(minutesSigningRefusal({ isSimplifiedGeneralMeeting: false, coSigner }, false)).toBe('generalMeetings.meetingNotHeld');
  });
});
