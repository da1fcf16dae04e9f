import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { localDateTime } from '../board-meetings/meeting-times';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';
import type { GeneralMeeting } from './general-meeting.entity';
import { meetingEnded } from './meeting-finished';

/** Whether the meeting has been held: its end (local) has passed, or its live meeting was ended. */
export const generalMeetingHeld = async (em: EntityManager, meeting: GeneralMeeting, now: Date): Promise<boolean> =>
  meetingEnded(meeting, now) || (await em.findOne(LiveMeeting, { project: meeting.project }))?.status === 'FINISHED';

/**
 * A meeting held is a record (issue 24): its date, times and agenda stay as they were (`generalMeetings.meetingEnded`).
 * The agenda is the project's decisions, which stay locked while the notice is; so the notice is not reopened either.
 */
export const requireMeetingNotHeld = async (em: EntityManager, meeting: GeneralMeeting, now: Date) => {
  if (await generalMeetingHeld(em, meeting, now)) throw new DomainError('generalMeetings.meetingEnded');
};

/** Why the minutes cannot go for signing (seed 002, section 5: a co-signer unless simplified; a meeting held), or null. */
export const minutesSigningRefusal = (meeting: Pick<GeneralMeeting, 'isSimplifiedGeneralMeeting' | 'coSigner'>, held: boolean) =>
  !meeting.isSimplifiedGeneralMeeting && !meeting.coSigner ? ('documents.generalMeetingMinutes.sendForSigningError' as const) : held ? null : ('generalMeetings.meetingNotHeld' as const);

/** No notice goes out once the meeting has begun (local time; `generalMeetings.meetingStarted`). */
export const requireNoticeBeforeMeeting = (meeting: Pick<GeneralMeeting, 'meetingDate' | 'startTime'>, now: Date) => {
  if (localDateTime(now) >= `${meeting.meetingDate}T${meeting.startTime}`) throw new DomainError('generalMeetings.meetingStarted');
};
