import { describe, expect, it } from 'vitest';
import { boardMeetingDocuments, normalizeMeetingOptions, toggleMeetingOption } from './meeting-options';

describe('meeting options coupling', () => {
  it('selects the notice with the meeting', () => {
    expect(toggleMeetingOption(['MINUTES'], 'MEETING', true)).toEqual(['NOTICE', 'MEETING', 'MINUTES']);
  });

  it('deselects the meeting with the notice', () => {
    expect(toggleMeetingOption(['NOTICE', 'MEETING', 'MINUTES'], 'NOTICE', false)).toEqual(['MINUTES']);
  });

  it('leaves the other options alone otherwise', () => {
    expect(toggleMeetingOption(['NOTICE', 'MEETING', 'MINUTES'], 'MEETING', false)).toEqual(['NOTICE', 'MINUTES']);
    expect(toggleMeetingOption(['NOTICE'], 'MINUTES', true)).toEqual(['NOTICE', 'MINUTES']);
    expect(toggleMeetingOption(['NOTICE', 'MINUTES'], 'MINUTES', false)).toEqual(['NOTICE']);
    expect(toggleMeetingOption(['MINUTES'], 'NOTICE', true)).toEqual(['NOTICE', 'MINUTES']);
  });

  it('keeps stored options coupled, once each and in order', () => {
    expect(normalizeMeetingOptions(['MINUTES', 'MEETING'])).toEqual(['NOTICE', 'MEETING', 'MINUTES']);
    expect(normalizeMeetingOptions(['MINUTES', 'MINUTES', 'NOTICE'])).toEqual(['NOTICE', 'MINUTES']);
  });

  it('gives a board meeting notice and minutes, or minutes only', () => {
    expect(boardMeetingDocuments('NOTICE_AND_MINUTES')).toEqual(['notice_board_meeting', 'board_meeting']);
    expect(boardMeetingDocuments('MINUTES_ONLY')).toEqual(['board_meeting']);
  });
});
