// Rule: seed (platform core) section 5 — decimal separator dot for English, comma for Norwegian and Swedish;
// grouping comma for English, space for Norwegian and Swedish. Worked examples follow the CLDR number
// patterns for nb-NO, sv-SE and en-GB ("#,##0.###" with the locale's symbols).
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages';
import { localizedNumberSchema, parseLocalizedNumber } from './localized-number';

describe('parseLocalizedNumber', () => {
  it.each<[string, Language, string]>([
    ['0', 'nb', '0'],
    ['42', 'nb', '42'],
    ['1234', 'nb', '1234'],
    ['1 234', 'nb', '1234'],
    ['1 234 567,89', 'nb', '1234567.89'],
    ['1\u00a0234,5', 'sv', '1234.5'],
    ['1\u202f234\u202f567', 'sv', '1234567'],
    ['0,0001', 'sv', '0.0001'],
    ['-12,50', 'nb', '-12.50'],
    ['\u221212,5', 'nb', '-12.5'],
    ['  7,5  ', 'nb', '7.5'],
    ['007', 'nb', '7'],
    ['-0', 'nb', '0'],
    ['-0,00', 'sv', '0.00'],
    ['1,234,567.89', 'en', '1234567.89'],
    ['1234567.89', 'en', '1234567.89'],
    ['0.5', 'en', '0.5'],
    ['-1,000', 'en', '-1000'],
    ['123456789012345678901234567890.123456789', 'en', '123456789012345678901234567890.123456789'],
  ])('reads %j in %s as %s', (input, language, expected) => {
    expect(parseLocalizedNumber(input, language)).toBe(expected);
  });

  it.each<[string, Language]>([
    ['', 'nb'],
    ['abc', 'nb'],
    ['1.5', 'nb'], // a dot is not the Norwegian decimal sign; refused rather than read as 15
    ['1.234,5', 'sv'],
    ['12 34', 'nb'],
    ['1 2345', 'nb'],
    ['1,2,3', 'nb'],
    ['1,', 'nb'],
    [',5', 'nb'],
    ['1,5', 'en'], // a comma in English groups thousands: "1,5" is a typo, not 15
    ['12,5', 'en'],
    ['1 234.5', 'en'],
    ['1.2.3', 'en'],
    ['--1', 'en'],
    ['+1', 'en'],
    ['1e5', 'en'],
    ['Infinity', 'en'],
  ])('refuses %j in %s', (input, language) => {
    expect(parseLocalizedNumber(input, language)).toBeNull();
  });
});

describe('localizedNumberSchema', () => {
  const messageOf = (schema: ReturnType<typeof localizedNumberSchema>, value: string) => schema.safeParse(value).error?.issues[0]?.message;

  it('refuses negatives unless allowed, by default', () => {
    const schema = localizedNumberSchema({ language: 'nb' });
    expect(schema.parse('0')).toBe('0');
    expect(schema.parse('1 500,25')).toBe('1500.25');
    expect(messageOf(schema, '-1')).toBe('number-field.not-positive-or-zero');
    expect(messageOf(schema, '-0,01')).toBe('number-field.not-positive-or-zero');
    expect(messageOf(schema, 'x')).toBe('number-field.not-a-number');
    expect(messageOf(schema, '')).toBe('number-field.not-a-number');
  });

  it('wants a number above 0 when positive', () => {
    const schema = localizedNumberSchema({ language: 'sv', sign: 'positive' });
    expect(schema.parse('0,0001')).toBe('0.0001');
    for (const value of ['0', '0,00', '-0', '-3', '-0,5']) expect(messageOf(schema, value)).toBe('number-field.not-positive');
  });

  it('takes any sign when allowed', () => {
    const schema = localizedNumberSchema({ language: 'en', sign: 'any' });
    expect(schema.parse('-1,250.75')).toBe('-1250.75');
  });

  it('refuses decimals for integers', () => {
    const schema = localizedNumberSchema({ language: 'en', integer: true });
    expect(schema.parse('1,000,000')).toBe('1000000');
    expect(messageOf(schema, '1.5')).toBe('number-field.not-a-number');
    expect(messageOf(schema, '1.0')).toBe('number-field.not-a-number');
    expect(messageOf(schema, '-3')).toBe('number-field.not-positive-or-zero');
  });
});
