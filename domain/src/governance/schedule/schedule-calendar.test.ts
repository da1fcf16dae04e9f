import { describe, expect, it } from 'vitest';
import { isoWeekDays, isoWeekOf, isoWeeksInYear, isValidPeriod, monthWeeks, periodOf, scheduleRange, startOfIsoWeek, stepPeriod, weekdayIndex } from './schedule-calendar';

describe('ISO weeks', () => {
  it('start on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
    expect(startOfIsoWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfIsoWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('number the week holding the first Thursday as week 1, across year ends', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ isoYear: 2026, week: 1 }); // a Thursday
    expect(isoWeekOf('2027-01-01')).toEqual({ isoYear: 2026, week: 53 }); // a Friday: still 2026's last week
    expect(isoWeekOf('2024-12-30')).toEqual({ isoYear: 2025, week: 1 }); // a Monday: already 2025's first week
    expect(isoWeekOf('2026-11-25')).toEqual({ isoYear: 2026, week: 48 });
  });

  it('count 52 or 53 weeks in a year', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeeksInYear(2020)).toBe(53);
  });

  it('list the seven days of a week, Monday to Sunday', () => {
    expect(isoWeekDays(2026, 1)).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(isoWeekDays(2026, 53)[6]).toBe('2027-01-03');
  });
});

describe('the month grid', () => {
  it('holds the ISO weeks touching the month, Monday first', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks.map((week) => week.week)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(weeks[0]!.days[0]).toBe('2026-10-26');
    expect(weeks.at(-1)!.days[6]).toBe('2026-12-06');
  });

  it('starts on the 1st when the month starts on a Monday (February 2027 fits four weeks)', () => {
    const weeks = monthWeeks(2027, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]!.days[0]).toBe('2027-02-01');
  });
});

describe('views', () => {
  it('show the month grid, the week, or the month listed', () => {
    expect(scheduleRange('month', 2026, 11)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(scheduleRange('week', 2026, 48)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(scheduleRange('list', 2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('step to the period before and after, across year ends', () => {
    expect(stepPeriod('month', 2026, 12, 1)).toEqual({ year: 2027, monthOrWeek: 1 });
    expect(stepPeriod('month', 2026, 1, -1)).toEqual({ year: 2025, monthOrWeek: 12 });
    expect(stepPeriod('week', 2026, 53, 1)).toEqual({ year: 2027, monthOrWeek: 1 });
    expect(stepPeriod('week', 2026, 1, -1)).toEqual({ year: 2025, monthOrWeek: 52 });
    expect(periodOf('week', '2027-01-02')).toEqual({ year: 2026, monthOrWeek: 53 });
  });

  it('refuse periods that do not exist', () => {
    expect(isValidPeriod('week', 2025, 53)).toBe(false);
    expect(isValidPeriod('week', 2026, 53)).toBe(true);
    expect(isValidPeriod('month', 2026, 13)).toBe(false);
    expect(isValidPeriod('list', 2026, 0)).toBe(false);
  });
});
