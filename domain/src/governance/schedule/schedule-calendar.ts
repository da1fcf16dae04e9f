/**
 * The schedule's calendar arithmetic (seed 000: weeks start on Monday; seed 002: month, week and list views): pure
 * functions over calendar dates written YYYY-MM-DD, counted in UTC so no clock or time zone moves a day.
 */
import { addDays } from '../board-meetings/meeting-times';

export const scheduleViews = ['month', 'week', 'list'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

/** A calendar grid has 7 columns (seed 000, section 9), Monday first. */
export const daysPerWeek = 7;

const dayMs = 86_400_000;

const toUtc = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};
const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** 0 for Monday to 6 for Sunday. */
export const weekdayIndex = (date: string): number => (new Date(toUtc(date)).getUTCDay() + 6) % 7;

/** The Monday of the ISO week holding `date`. */
export const startOfIsoWeek = (date: string): string => addDays(date, -weekdayIndex(date));

/** The ISO 8601 week of a date and the year it belongs to (week 1 holds the year's first Thursday). */
export const isoWeekOf = (date: string): { isoYear: number; week: number } => {
  const thursday = addDays(startOfIsoWeek(date), 3);
  const isoYear = Number(thursday.slice(0, 4));
  return { isoYear, week: Math.floor((toUtc(thursday) - Date.UTC(isoYear, 0, 1)) / dayMs / daysPerWeek) + 1 };
};

/** How many ISO weeks a year has (52 or 53): the week of 28 December. */
export const isoWeeksInYear = (isoYear: number): number => isoWeekOf(`${String(isoYear).padStart(4, '0')}-12-28`).week;

/** The seven dates, Monday to Sunday, of an ISO week. */
export const isoWeekDays = (isoYear: number, week: number): string[] => {
  const monday = addDays(startOfIsoWeek(`${String(isoYear).padStart(4, '0')}-01-04`), (week - 1) * daysPerWeek);
  return Array.from({ length: daysPerWeek }, (_, day) => addDays(monday, day));
};

export type CalendarWeek = { isoYear: number; week: number; days: string[] };

/** A month's grid: the ISO weeks that hold any of its days, each Monday to Sunday (days of the months around included). */
export const monthWeeks = (year: number, month: number): CalendarWeek[] => {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const last = addDays(fromUtc(Date.UTC(year, month, 1)), -1);
  const weeks: CalendarWeek[] = [];
  for (let monday = startOfIsoWeek(first); monday <= last; monday = addDays(monday, daysPerWeek)) {
    weeks.push({ ...isoWeekOf(monday), days: Array.from({ length: daysPerWeek }, (_, day) => addDays(monday, day)) });
  }
  return weeks;
};

/** The first and last date a view shows; in the week view the address's `{month}` segment is the ISO week. */
export const scheduleRange = (view: ScheduleView, year: number, monthOrWeek: number): { from: string; to: string } => {
  const days = view === 'week' ? isoWeekDays(year, monthOrWeek) : monthWeeks(year, monthOrWeek).flatMap((week) => week.days);
  if (view === 'list') {
    const month = `${String(year).padStart(4, '0')}-${String(monthOrWeek).padStart(2, '0')}`;
    const inMonth = days.filter((day) => day.startsWith(month));
    return { from: inMonth[0]!, to: inMonth.at(-1)! };
  }
  return { from: days[0]!, to: days.at(-1)! };
};

/** The view shown for a date: its month (month and list views) or its ISO week. */
export const periodOf = (view: ScheduleView, date: string): { year: number; monthOrWeek: number } => {
  if (view === 'week') {
    const { isoYear, week } = isoWeekOf(date);
    return { year: isoYear, monthOrWeek: week };
  }
  return { year: Number(date.slice(0, 4)), monthOrWeek: Number(date.slice(5, 7)) };
};

/** The period before (-1) or after (+1) a view's, across year ends (ISO years have 52 or 53 weeks). */
export const stepPeriod = (view: ScheduleView, year: number, monthOrWeek: number, step: -1 | 1): { year: number; monthOrWeek: number } => {
  if (view === 'week') return periodOf('week', addDays(isoWeekDays(year, monthOrWeek)[0]!, step * daysPerWeek));
  const index = year * 12 + (monthOrWeek - 1) + step;
  return { year: Math.floor(index / 12), monthOrWeek: (index % 12) + 1 };
};

/** Whether a view's year and month or week name a real period (the address is typed by people). */
export const isValidPeriod = (view: ScheduleView, year: number, monthOrWeek: number): boolean =>
  Number.isInteger(year) && year >= 1900 && year <= 2999 && Number.isInteger(monthOrWeek) && monthOrWeek >= 1 && monthOrWeek <= (view === 'week' ? isoWeeksInYear(year) : 12);
