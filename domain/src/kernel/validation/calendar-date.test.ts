// Gregorian leap-year rule (divisible by 4, except centuries not divisible by 400), ISO 8601 calendar dates.
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isLocalDate } from './calendar-date';

describe('isCalendarDate', () => {
  it.each([
    [2026, 1, 31],
    [2026, 4, 30],
    [2024, 2, 29],
    [2000, 2, 29],
    [1996, 2, 29],
    [1854, 3, 23],
    [2026, 12, 31],
    [1, 1, 1],
  ])('accepts %i-%i-%i', (year, month, day) => {
    expect(isCalendarDate(year, month, day)).toBe(true);
  });

  it.each([
    [2026, 2, 29],
    [1900, 2, 29],
    [2100, 2, 29],
    [2026, 4, 31],
    [2026, 13, 1],
    [2026, 0, 1],
    [2026, 1, 0],
    [2026, 1, 32],
    [2026.5, 1, 1],
  ])('refuses %s-%s-%s', (year, month, day) => {
    expect(isCalendarDate(year, month, day)).toBe(false);
  });
});

describe('isLocalDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isLocalDate(value)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '22.11.2026', '2026-1-5', '2026/11/22', '20261122', '2026-11-22T00:00:00Z', ''])(
    'refuses %j',
    (value) => {
      expect(isLocalDate(value)).toBe(false);
    },
  );
});
