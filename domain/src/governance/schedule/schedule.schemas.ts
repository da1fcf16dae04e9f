import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { invalid } from '../../kernel/validation/issue';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { addDays } from '../board-meetings/meeting-times';

/** The longest period one schedule call reads: a month grid is at most six weeks. */
export const scheduleMaxDays = 42;

/**
 * `GET .../schedule?from=&to=`: the meetings and deadlines between two dates, both included, at most six weeks
 * (`to` before `from` is `dateTooEarly`, beyond six weeks `dateTooLate`).
 */
export const ZScheduleQuerySchema = z.object({ from: ZLocalDateSchema, to: ZLocalDateSchema }).superRefine(({ from, to }, ctx) => {
  const last = addDays(from, scheduleMaxDays - 1);
  if (to < from) invalid(ctx, 'dateTooEarly', { minDate: from });
  else if (to > last) invalid(ctx, 'dateTooLate', { maxDate: last });
});
export type TScheduleQuery = z.infer<typeof ZScheduleQuerySchema>;

/** The language of a calendar file's texts. */
export const ZCalendarFileQuerySchema = z.object({ language: z.enum(languages).default('nb') });
