import type { EntityManager } from '@mikro-orm/core';
import { addDays, localDateTime, meetingPeriod } from '../board-meetings/meeting-times';
import { NoticeForShareholder } from '../general-meetings/notice-for-shareholder.entity';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import type { ReminderCandidate } from './reminder-selection';

/** A shareholder's notice recipient to remind before their general meeting starts. */
export type GeneralMeetingReminderCandidate = ReminderCandidate & { notice: NoticeForShareholder };

/**
 * The shareholders to remind of a general meeting starting within a day (the reminder's lead time): those with a
 * notice emailed under the sending in force who have not given a power of attorney. The deadline is the meeting's start.
 */
export const findGeneralMeetingReminderCandidates = async (em: EntityManager, now: Date): Promise<GeneralMeetingReminderCandidate[]> => {
  const today = localDateTime(now).slice(0, 10);
  const notices = await em.find(
    NoticeForShareholder,
    { recipient: { sending: { revokedAt: null } }, generalMeeting: { meetingDate: { $in: [today, addDays(today, 1)] } } },
    { populate: ['recipient', 'generalMeeting.project.company'] },
  );
  if (!notices.length) return [];
  const givers = new Set(
    (await em.find(PowerOfAttorney, { revokedAt: null, generalMeeting: { $in: [...new Set(notices.map(({ generalMeeting }) => generalMeeting))] } })).map((power) => `${power.generalMeeting.id}:${power.giver.id}`),
  );
  return notices
    // A holder without an email has a notice but no recipient (a left join's empty sending would match `revokedAt: null`).
    .filter((notice) => notice.recipient)
    .filter((notice) => !givers.has(`${notice.generalMeeting.id}:${notice.shareholder.id}`))
    .map((notice) => ({
      recipientId: notice.recipient!.id,
      deadline: meetingPeriod(notice.generalMeeting.meetingDate, notice.generalMeeting.startTime, notice.generalMeeting.endTime).meetingStartDate,
      missing: 1,
      notice,
    }));
};
