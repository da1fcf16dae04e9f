import type { BoardMeetingForm } from '../board-meetings/meeting-constants';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import type { ProjectStatus } from '../projects/project-constants';

/**
 * A meeting in the schedule, or the feedback deadline of its minutes sent for review (`reviewDeadline`: start and
 * end at the deadline); local times YYYY-MM-DDTHH:MM; a circulation's deadline is its end.
 */
export type ScheduleEntry = {
  projectId: string;
  kind: 'boardMeeting' | 'reviewDeadline' | 'generalMeeting';
  title: string;
  start: string;
  end: string;
  /** The meeting's form: a board meeting's, or a general meeting's for kind `generalMeeting`. */
  boardMeetingForm: BoardMeetingForm | GeneralMeeting['meetingForm'];
  isCirculation: boolean;
  feedbackDeadline: string | null;
  status: ProjectStatus;
  /** The notice is sent (a board member sees only these); a review deadline is always sent. */
  sent: boolean;
};

/** `GET .../schedule`: the period asked for and what falls in it, by start. */
export type Schedule = { from: string; to: string; entries: ScheduleEntry[] };
