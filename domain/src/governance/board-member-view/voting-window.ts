import { localDateTime } from '../board-meetings/meeting-times';

/**
 * Whether the board may vote and comment (seed 002, section 6: "while voting is open"; the seed does not say
 * when it closes): from the notice being sent until the meeting's end, local time. Reopening the notice closes it.
 */
export const isVotingOpen = ({ sent, endDate, endTime, now }: { sent: boolean; endDate: string; endTime: string; now: Date }): boolean =>
  sent && localDateTime(now) < `${endDate}T${endTime}`;

/** Whether minutes sent for review take votes and comments: until the feedback deadline (local time), if one is set. */
export const isReviewOpen = ({ deadline, now }: { deadline: string | null; now: Date }): boolean => deadline === null || localDateTime(now) < deadline;
