// Rule: seed (platform core) section 5 — valid date else localdate-field.invalid-date; dateTooEarly with
// minDate; dateTooLate with maxDate. Dates are ISO 8601 calendar dates (seed section 9).
import { describe, expect, it } from 'vitest';
import { localDateSchema, ZLocalDateSchema } from './local-date';

describe('ZLocalDateSchema', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '1970-01-01', ' 2026-05-17 '])('accepts %j', (value) => {
    expect(ZLocalDateSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '22.11.2026', '2026-11-22T10:00', '26-11-22'])(
    'refuses %j with localdate-field.invalid-date',
    (value) => {
      expect(ZLocalDateSchema.safeParse(value).error?.issues[0]?.message).toBe('localdate-field.invalid-date');
    },
  );
});

describe('localDateSchema with bounds', () => {
  const year2026 = localDateSchema({ minDate: '2026-01-01', maxDate: '2026-12-31' });

  it('accepts the bounds themselves and what lies between', () => {
    for (const value of ['2026-01-01', '2026-06-30', '2026-12-31']) expect(year2026.safeParse(value).success).toBe(true);
  });

  it('names the bound that was passed', () => {
    expect(year2026.safeParse('2025-12-31').error?.issues[0]).toMatchObject({ message: 'dateTooEarly', params: { minDate: '2026-01-01' } });
    expect(year2026.safeParse('2027-01-01').error?.issues[0]).toMatchObject({ message: 'dateTooLate', params: { maxDate: '2026-12-31' } });
  });

  it('checks the date before the bounds', () => {
    expect(year2026.safeParse('2026-02-30').error?.issues[0]?.message).toBe('localdate-field.invalid-date');
  });

  it('takes one bound alone', () => {
    expect(localDateSchema({ minDate: '2026-11-22' }).safeParse('2099-01-01').success).toBe(true);
    expect(localDateSchema({ maxDate: '2026-11-22' }).safeParse('1900-01-01').success).toBe(true);
  });
});
