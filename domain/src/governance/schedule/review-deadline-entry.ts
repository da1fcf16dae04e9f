import type { BoardMeeting } from '../board-meetings/board-meeting.entity';
import { meetingTitle } from '../meeting-documents/notice-link';
import type { ScheduleEntry } from './schedule-views';

/**
 * The schedule entry of minutes sent for review: their feedback deadline (local YYYY-MM-DDTHH:MM), when it falls
 * in the period `from`..`to` (local dates, both included); null otherwise.
 */
export const reviewDeadlineEntry = ({ meeting, feedbackDeadline, from, to }: { meeting: BoardMeeting; feedbackDeadline: string | null; from: string; to: string }): ScheduleEntry | null => {
  if (!feedbackDeadline) return null;
  const day = feedbackDeadline.slice(0, 10);
  if (day < from || day > to) return null;
  const { project } = meeting;
  return {
    projectId: project.id,
    kind: 'reviewDeadline',
    title: meetingTitle(project, meeting),
    start: feedbackDeadline,
    end: feedbackDeadline,
    boardMeetingForm: meeting.boardMeetingForm,
    isCirculation: meeting.boardMeetingForm === 'circulation',
    feedbackDeadline,
    status: project.status,
    sent: true,
  };
};
