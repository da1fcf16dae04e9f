import { instantOfDayAndTime } from '../../kernel/format/date';

/** How long before the deadline the reminder goes (the seed gives no time; docs/decisions/governance/matter-follow-up.md). */
export const reminderLeadHours = 24;

export type ReminderCandidate = {
  recipientId: string;
  /** The deadline, local YYYY-MM-DDTHH:MM (a board meeting's votes close at its end). */
  deadline: string;
  /** What the recipient still owes (votes not given). */
  missing: number;
};

/** The instant a local YYYY-MM-DDTHH:MM deadline falls on. */
const instantOf = (deadline: string) => Date.parse(instantOfDayAndTime(deadline.slice(0, 10), deadline.slice(11, 16)));

/**
 * The reminders due now: a recipient who still owes something, inside the lead time before the deadline and before
 * it passes, not yet reminded of this deadline (`reminded` holds `recipientId:deadline`).
 */
export const dueReminders = ({ candidates, now, reminded }: { candidates: readonly ReminderCandidate[]; now: Date; reminded: ReadonlySet<string> }): ReminderCandidate[] =>
  candidates.filter(({ recipientId, deadline, missing }) => {
    const due = instantOf(deadline);
    return missing > 0 && now.getTime() < due && now.getTime() >= due - reminderLeadHours * 3_600_000 && !reminded.has(`${recipientId}:${deadline}`);
  });
