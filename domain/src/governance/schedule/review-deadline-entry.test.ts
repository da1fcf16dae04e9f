import { describe, expect, it } from 'vitest';
import type { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { reviewDeadlineEntry } from './review-deadline-entry';

const meeting = { boardMeetingNumber: 3, boardMeetingForm: 'physical_meeting', project: { id: 'p1', name: 'Styremøte', status: 'SENT' } } as unknown as BoardMeeting;

describe('the review deadline in the schedule', () => {
  it('is an entry of its own at the feedback deadline, within the period', () => {
    expect(reviewDeadlineEntry({ meeting, feedbackDeadline: '2099-03-21T00:00', from: '2099-03-16', to: '2099-03-22' })).toEqual({
      projectId: 'p1',
      kind: 'reviewDeadline',
      title: 'Styremøte (3)',
      start: '2099-03-21T00:00',
      end: '2099-03-21T00:00',
      boardMeetingForm: 'physical_meeting',
      isCirculation: false,
      feedbackDeadline: '2099-03-21T00:00',
      status: 'SENT',
      sent: true,
    });
  });

  it('is left out outside the period (both ends included) and without a deadline', () => {
    expect(reviewDeadlineEntry({ meeting, feedbackDeadline: '2099-03-22T23:59', from: '2099-03-16', to: '2099-03-22' })).not.toBeNull();
    expect(reviewDeadlineEntry({ meeting, feedbackDeadline: '2099-03-23T00:00', from: '2099-03-16', to: '2099-03-22' })).toBeNull();
    expect(reviewDeadlineEntry({ meeting, feedbackDeadline: '2099-03-15T23:59', from: '2099-03-16', to: '2099-03-22' })).toBeNull();
    expect(reviewDeadlineEntry({ meeting, feedbackDeadline: null, from: '2099-03-16', to: '2099-03-22' })).toBeNull();
  });
});
