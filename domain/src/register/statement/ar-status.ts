import type { ArStatus } from './statement-views';

/** The statement of `year` is due 31 January of the next year (aksjeloven/ligningsforskriften: aksjonærregisteroppgaven). */
export const statementDeadline = (year: number): string => `${year + 1}-01-31`;

/** Sent once filed; else overdue after the deadline's day, else not sent. Days are counted in UTC, as the register's. */
export const arStatus = ({ year, sentAt, now = new Date() }: { year: number; sentAt: Date | null; now?: Date }): ArStatus => {
  if (sentAt) return 'Sent';
  return now.toISOString().slice(0, 10) > statementDeadline(year) ? 'Overdue' : 'NotSent';
};

/** The year a statement is due for now: the last full year. */
export const lastFullYear = (now = new Date()): number => now.getUTCFullYear() - 1;
