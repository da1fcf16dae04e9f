import { formatDate } from '../../kernel/format/date';
import { addDays } from '../board-meetings/meeting-times';

/**
 * Where a batch company's notice stands: not asked for, waiting for the background job, sent (its recipients'
 * deliveries then follow the notice's own status), or refused with the error code kept beside it.
 */
export const batchNoticeStates = ['NOT_REQUESTED', 'QUEUED', 'SENT', 'FAILED'] as const;
export type BatchNoticeState = (typeof batchNoticeStates)[number];

/** The meeting date a batch offers when none is given: two weeks ahead, past the one-week notice (seed 002, section 9). */
export const defaultBatchMeetingDays = 14;

/** The batch's meeting date when none is given: `defaultBatchMeetingDays` after today (local). */
export const defaultBatchMeetingDate = (now: Date) => addDays(formatDate(now), defaultBatchMeetingDays);

/** Access types the batch's notices may be sent with: a password would be one for every company's holders. */
export const batchNoticeAccessTypes = ['open', 'login'] as const;
