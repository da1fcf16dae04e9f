import { describe, expect, it } from 'vitest';
import {
  expandTime,
  localDateSchema,
  localizedNumberSchema,
  minStringLengthSchema,
  parsePhone,
  timeSchema,
  ZEmailSchema,
  ZPersonNameSchema,
  ZPhoneSchema,
  ZUtlNumberSchema,
  ZYearSchema,
} from './field-rules';
import { parseLocalizedNumber } from './localized-number';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('common field rules', () => {
  it('checks email addresses, letting blank pass', () => {
    expect(messageOf(ZEmailSchema.safeParse(''))).toBeNull();
    expect(messageOf(ZEmailSchema.safeParse(' Kari.Nordmann@Example.NO '))).toBeNull();
    expect(ZEmailSchema.parse('Kari@Example.no')).toBe('kari@example.no');
    for (const bad of ['kari', 'kari@', '@example.no', 'kari@example', 'kari nordmann@example.no'])
      expect(messageOf(ZEmailSchema.safeParse(bad))).toBe('email-field.invalid-email');
  });

  it('wants two words in a person name', () => {
    expect(messageOf(ZPersonNameSchema.safeParse('Kari Nordmann'))).toBeNull();
    expect(messageOf(ZPersonNameSchema.safeParse('Kari'))).toBe('settings.error.illegalName');
  });

  it('reads numbers in each language and checks their sign', () => {
    expect(parseLocalizedNumber('1 234 567,89', 'nb')).toBe('1234567.89');
    expect(parseLocalizedNumber('1\u00a0234,5', 'sv')).toBe('1234.5');
    expect(parseLocalizedNumber('1,234,567.89', 'en')).toBe('1234567.89');
    expect(parseLocalizedNumber('12,5', 'en')).toBe('125');
    expect(parseLocalizedNumber('abc', 'nb')).toBeNull();
    const positive = localizedNumberSchema({ language: 'nb', positive: true });
    expect(messageOf(positive.safeParse('0'))).toBe('number-field.not-positive');
    expect(messageOf(positive.safeParse('-1'))).toBe('number-field.not-positive');
    expect(messageOf(positive.safeParse('x'))).toBe('number-field.not-a-number');
    expect(positive.parse('0,0001')).toBe('0.0001');
    const orZero = localizedNumberSchema({ language: 'en', positiveOrZero: true, integer: true });
    expect(orZero.parse('0')).toBe('0');
    expect(messageOf(orZero.safeParse('-3'))).toBe('number-field.not-positive-or-zero');
    expect(messageOf(orZero.safeParse('1.5'))).toBe('number-field.not-a-number');
  });

  it('checks years, dates and their bounds', () => {
    expect(messageOf(ZYearSchema.safeParse('2026'))).toBeNull();
    expect(messageOf(ZYearSchema.safeParse('26'))).toBe('year-field.invalid-year');
    const date = localDateSchema({ minDate: '2026-01-01', maxDate: '2026-12-31' });
    expect(messageOf(date.safeParse('2026-02-28'))).toBeNull();
    expect(messageOf(date.safeParse('2026-02-29'))).toBe('localdate-field.invalid-date');
    expect(messageOf(date.safeParse('22.11.2026'))).toBe('localdate-field.invalid-date');
    expect(date.safeParse('2025-12-31').error!.issues[0]).toMatchObject({ message: 'dateTooEarly', params: { minDate: '2026-01-01' } });
    expect(messageOf(date.safeParse('2027-01-01'))).toBe('dateTooLate');
  });

  it('expands and checks times', () => {
    expect(expandTime('9')).toBe('09:00');
    expect(expandTime('930')).toBe('09:30');
    expect(expandTime('17:45')).toBe('17:45');
    expect(expandTime('24:00')).toBeNull();
    expect(expandTime('12:60')).toBeNull();
    const afterNoon = timeSchema({ minTime: '12:00' });
    expect(afterNoon.parse('13')).toBe('13:00');
    expect(afterNoon.safeParse('9').error!.issues[0]).toMatchObject({ message: 'timeTooEarly', params: { time: '12:00' } });
    expect(messageOf(timeSchema().safeParse('noon'))).toBe('time-field.invalid-time');
  });

  it('checks minimum lengths', () => {
    expect(minStringLengthSchema(3).safeParse('ab').error!.issues[0]).toMatchObject({ message: 'minStringLength', params: { minLength: 3 } });
  });

  it('reads phone numbers with 47 as the default calling code', () => {
    expect(parsePhone('41 23 45 67')).toMatchObject({ e164: '+4741234567', countryCode: '+47' });
    expect(parsePhone('+46 70 123 45 67')).toMatchObject({ e164: '+46701234567', countryCode: '+46' });
    expect(parsePhone('+999 123')).toEqual({ error: 'phone-number.invalid-country-code' });
    expect(parsePhone('123')).toEqual({ error: 'phone-number.invalid-number' });
    expect(messageOf(ZPhoneSchema.safeParse(''))).toBeNull();
  });

  it('wants a UTL number empty or exactly 9 characters', () => {
    expect(messageOf(ZUtlNumberSchema.safeParse(''))).toBeNull();
    expect(messageOf(ZUtlNumberSchema.safeParse('123456789'))).toBeNull();
    expect(messageOf(ZUtlNumberSchema.safeParse('12345678'))).toBe('invalidUtlNumber');
  });
});
