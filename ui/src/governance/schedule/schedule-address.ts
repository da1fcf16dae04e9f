import { isoWeekDays, isValidPeriod, periodOf, scheduleRange, scheduleViews, type ScheduleView } from '@andel/domain/shared';

/** Today's date where the browser is: the period the schedule opens on. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export type SchedulePeriod = { view: ScheduleView; year: number; monthOrWeek: number; from: string; to: string };

/**
 * The period an address `schedule/{view?}/{year?}/{month?}` names (in the week view the last segment is the ISO
 * week): missing segments are today's month or week; a period that does not exist is null.
 */
export const periodOfAddress = (params: { view?: string; year?: string; month?: string }): SchedulePeriod | null => {
  const view = (params.view ?? 'month') as ScheduleView;
  if (!scheduleViews.includes(view)) return null;
  const current = periodOf(view, today());
  const year = params.year === undefined ? current.year : Number(params.year);
  const monthOrWeek = params.month === undefined ? (params.year === undefined ? current.monthOrWeek : 1) : Number(params.month);
  if (!isValidPeriod(view, year, monthOrWeek)) return null;
  return { view, year, monthOrWeek, ...scheduleRange(view, year, monthOrWeek) };
};

/** The address of a view's period under the schedule's base address. */
export const scheduleAddress = (base: string, view: ScheduleView, year?: number, monthOrWeek?: number) =>
  year === undefined ? `${base}/${view}` : `${base}/${view}/${year}/${monthOrWeek}`;

/** The period holding today, for the "today" button. */
export const todayPeriod = (view: ScheduleView) => periodOf(view, today());

export { today };

/**
 * The period another view opens on from the one shown: a month's week view shows today's week when today is in the
 * month, else the month's first week; a week's month or list shows the month of the week's Thursday.
 */
export const periodForView = (period: SchedulePeriod, view: ScheduleView): { year: number; monthOrWeek: number } => {
  if (view === period.view || (view !== 'week' && period.view !== 'week')) return { year: period.year, monthOrWeek: period.monthOrWeek };
  if (view !== 'week') return periodOf(view, isoWeekDays(period.year, period.monthOrWeek)[3]!);
  const month = `${period.year}-${String(period.monthOrWeek).padStart(2, '0')}`;
  return today().startsWith(month) ? periodOf('week', today()) : periodOf('week', `${month}-01`);
};
