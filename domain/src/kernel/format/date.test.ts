// Seed (platform core) section 9: dates are YYYY-MM-DD; weeks start on Monday; week numbers follow ISO 8601.
// Week numbers checked against the ISO calendar: 2026-01-01 is a Thursday (week 1, and 2026 has 53 weeks),
// 2021-01-03 a Sunday still in 2020's week 53, 2024-12-30 a Monday in 2025's week 1. Time-zone cases use
// Europe/Oslo's offsets: UTC+1 in winter, UTC+2 from the last Sunday of March to the last of October.
import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDate, formatLongDate, formatTime, instantOfDate, instantOfDayAndTime, isoWeek } from './date';

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
  ])('passes the calendar date %s unchanged', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('shows an instant as its date in Norway and Sweden', () => {
    expect(formatDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(formatDate(new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(formatDate(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(formatDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(formatDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it('shows an instant in another time zone when asked', () => {
    expect(formatDate(new Date('2026-11-22T23:00:00Z'), { timeZone: 'UTC' })).toBe('2026-11-22');
    expect(formatDate(new Date('2026-11-22T23:00:00Z'), { timeZone: 'America/New_York' })).toBe('2026-11-22');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('22.11.2026')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('writes a date as a reader of each language does', () => {
    expect(formatLongDate('2026-12-12', 'nb')).toBe('12. desember 2026');
    expect(formatLongDate('2026-12-12', 'sv')).toBe('12 december 2026');
    expect(formatLongDate('2026-12-12', 'en')).toBe('12 December 2026');
  });

  it('takes an instant as its date in Norway', () => {
    expect(formatLongDate('2026-12-31T23:30:00Z', 'nb')).toBe('1. januar 2027');
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(firstDayOfWeek).toBe(1);
  });

  it.each([
    ['2026-01-01', 1],
    ['2026-01-04', 1],
    ['2026-01-05', 2],
    ['2026-11-22', 47],
    ['2026-11-23', 48],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2021-01-03', 53],
    ['2021-01-04', 1],
    ['2024-12-30', 1],
    ['2025-12-28', 52],
    ['2020-12-31', 53],
    ['2008-12-29', 1],
    ['2010-01-03', 53],
  ])('%s is in ISO week %i', (date, week) => {
    expect(isoWeek(date)).toBe(week);
  });

  it('counts an instant by its date in Norway', () => {
    expect(isoWeek(new Date('2026-11-22T23:30:00Z'))).toBe(48);
  });
});

// Seed 001, transaction date: the time lies within the chosen day (its min and max) and defaults from the date.
describe('the time within a day', () => {
  it('reads a date and a time in Norway as the instant it names, in winter and in summer', () => {
    expect(instantOfDayAndTime('2026-01-02', '09:00')).toBe('2026-01-02T08:00:00.000Z');
    expect(instantOfDayAndTime('2026-07-01', '09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(instantOfDayAndTime('2026-01-02', '00:00')).toBe('2026-01-01T23:00:00.000Z');
    expect(instantOfDayAndTime('2026-01-02', '23:59')).toBe('2026-01-02T22:59:00.000Z');
  });

  it('reads a bare date as 12:00 in Norway, in winter and in summer, and years below 100 as themselves', () => {
    expect(instantOfDate('2026-01-02')).toBe('2026-01-02T11:00:00.000Z');
    expect(instantOfDate('2026-07-01')).toBe('2026-07-01T10:00:00.000Z');
    expect(instantOfDate('0050-06-01').slice(0, 10)).toBe('0050-06-01');
  });

  it('keeps every time of the day on that day', () => {
    for (const time of ['00:00', '06:15', '12:00', '23:59']) expect(formatDate(instantOfDayAndTime('2026-03-29', time))).toBe('2026-03-29');
  });

  it('shows an instant as its time of day in Norway', () => {
    expect(formatTime('2026-01-02T08:00:00.000Z')).toBe('09:00');
    expect(formatTime(new Date('2026-07-01T21:59:00Z'))).toBe('23:59');
  });
});
