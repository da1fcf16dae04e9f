import { localDateTime } from '../board-meetings/meeting-times';
import type { GeneralMeeting } from './general-meeting.entity';

/**
 * Whether the meeting is over, for what may still change before it (a power of attorney, the give tab): its end date
 * and time (local) have passed. The live meeting's FINISHED status, when it is run live, ends it too (live-meeting room).
 */
export const meetingEnded = (meeting: Pick<GeneralMeeting, 'endDate' | 'endTime'>, now: Date): boolean => localDateTime(now) >= `${meeting.endDate}T${meeting.endTime}`;
