import { defaultTimeZone } from '../../kernel/format/date';

const formatter = new Intl.DateTimeFormat('en-GB', { timeZone: defaultTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as the company's local date-time, YYYY-MM-DDTHH:MM (Norway and Sweden share the zone). */
export const localDateTime = (instant: Date): string => {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

/**
 * Whether the board may vote and comment (seed 002, section 6: "while voting is open"; the seed does not say
 * when it closes): from the notice being sent until the meeting's end, local time. Reopening the notice closes it.
 */
export const isVotingOpen = ({ sent, endDate, endTime, now }: { sent: boolean; endDate: string; endTime: string; now: Date }): boolean =>
  sent && localDateTime(now) < `${endDate}T${endTime}`;
