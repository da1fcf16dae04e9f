import { describe, expect, it } from 'vitest';
import { meetingChanged } from './meeting-changed';

const meeting = { meetingDate: '2026-12-01', startTime: '12:00', endDate: '2026-12-01', endTime: '14:00', boardMeetingForm: 'hybrid' as const, meetingPlace: 'companysOffice' as const, inlineAddress: null, meetingLink: null };

describe('a changed meeting', () => {
  it('is one whose date, time, form or place changed', () => {
    expect(meetingChanged(meeting, { ...meeting, meetingDate: '2026-12-02', endDate: '2026-12-02' })).toBe(true);
    expect(meetingChanged(meeting, { ...meeting, startTime: '13:00' })).toBe(true);
    expect(meetingChanged(meeting, { ...meeting, meetingPlace: 'inlineAddress', inlineAddress: 'Storgata 1' })).toBe(true);
    expect(meetingChanged(meeting, { ...meeting, meetingLink: 'https://meet.example.com' })).toBe(true);
  });

  it('is not one whose details stayed (an unset address equals a missing one)', () => {
    expect(meetingChanged(meeting, { ...meeting })).toBe(false);
    expect(meetingChanged(meeting, { ...meeting, inlineAddress: undefined as unknown as null })).toBe(false);
  });
});
