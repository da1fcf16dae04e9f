import { describe, expect, it } from 'vitest';
import { localDateTimeText, meetingEnd, meetingPeriod, meetingPeriodText, meetingTimeText, newMeetingDefaults } from './meeting-times';

describe('meetingEnd', () => {
  it('ends on the meeting date when the end is at or after the start', () => {
    expect(meetingEnd('2026-03-14', '12:00', '14:00')).toEqual({ endDate: '2026-03-14', endTime: '14:00' });
    expect(meetingEnd('2026-03-14', '12:00', '12:00')).toEqual({ endDate: '2026-03-14', endTime: '12:00' });
  });

  it('moves an end earlier than the start to the next day, across months and years', () => {
    expect(meetingEnd('2026-03-14', '22:00', '01:00')).toEqual({ endDate: '2026-03-15', endTime: '01:00' });
    expect(meetingEnd('2026-02-28', '23:30', '00:30')).toEqual({ endDate: '2026-03-01', endTime: '00:30' });
    expect(meetingEnd('2028-02-28', '23:30', '00:30')).toEqual({ endDate: '2028-02-29', endTime: '00:30' });
    expect(meetingEnd('2026-12-31', '20:00', '11:59')).toEqual({ endDate: '2027-01-01', endTime: '11:59' });
  });

  it('is written for its reader, with the end\'s date only when it runs past midnight', () => {
    expect(meetingTimeText('nb', '2026-12-12', '17:00', '18:00')).toBe('12. desember 2026 17:00–18:00');
    expect(meetingTimeText('en', '2026-12-31', '22:00', '01:00')).toBe('31 December 2026 22:00–1 January 2027 01:00');
    expect(meetingPeriodText('sv', '2026-12-31T22:00', '2027-01-01T01:00')).toBe('31 december 2026 22:00–1 januari 2027 01:00');
    expect(localDateTimeText('nb', '2026-12-12T17:00')).toBe('12. desember 2026 17:00');
  });

  it('gives the seed\'s meetingStartDate and meetingEndDate as local date-times', () => {
    expect(meetingPeriod('2026-03-14', '22:00', '01:00')).toEqual({ meetingStartDate: '2026-03-14T22:00', meetingEndDate: '2026-03-15T01:00' });
  });
});

describe('newMeetingDefaults', () => {
  it('is today in Norway, 12:00 to 14:00, hybrid, notice and minutes', () => {
    // 23:30 UTC on 14 March is already 15 March in Oslo.
    expect(newMeetingDefaults(new Date('2026-03-14T23:30:00Z'))).toEqual({
      meetingType: 'BOARD_MEETING',
      meetingDate: '2026-03-15',
      startTime: '12:00',
      endTime: '14:00',
      meetingForm: 'hybrid',
      meetingDocumentSelection: 'NOTICE_AND_MINUTES',
      meetingOptions: ['NOTICE', 'MINUTES'],
      meetingDocumentLanguage: 'no',
      ordinaryGeneralMeeting: true,
    });
  });
});
