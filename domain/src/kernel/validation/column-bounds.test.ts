import { describe, expect, it } from 'vitest';
import { decimalSchema, fitsDecimal, maxDecimalOf } from './bounded-decimal';
import { ZCountryCodeSchema } from './country-code';
import { localDateSchema, ZLocalDateSchema } from './local-date';
import { maxShareCount, ZShareCountSchema } from './share-count';
import { isCleanText, textSchema } from './text';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text that fits its column', () => {
  const name = textSchema(10, { singleLine: true });
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u009Fb', 'a\ud800b', 'a\udc00', 'line\nbreak', 'tab\there'])
      expect(messageOf(name.safeParse(value)), JSON.stringify(value)).toBe('invalidCharacters');
  });
  it('takes letters of any script, emoji as pairs, and line breaks where text may span lines', () => {
    expect(name.parse(' Åse 😀 ')).toBe('Åse 😀');
    expect(isCleanText('two\nlines')).toBe(true);
    expect(textSchema(20).parse('two\nlines')).toBe('two\nlines');
  });
  it('refuses more characters than the column with its length', () => {
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]).toMatchObject({ message: 'maxStringLength', params: { maxLength: 10 } });
  });
});

describe('share counts a bigint holds', () => {
  it('takes up to 2^53 - 1, as digits or a JSON number', () => {
    expect(ZShareCountSchema.parse(maxShareCount.toString())).toBe(maxShareCount);
    expect(ZShareCountSchema.parse(Number.MAX_SAFE_INTEGER)).toBe(maxShareCount);
  });
  it.each([(2n ** 63n).toString(), `1${'0'.repeat(30)}`, 2 ** 63, 1e30])('refuses %s', (value) => {
    expect(messageOf(ZShareCountSchema.safeParse(value))).toBe('number-field.too-large');
  });
});

describe('decimals bounded by their numeric column', () => {
  const money = decimalSchema({ precision: 6, scale: 2 });
  it('takes what numeric(6, 2) holds', () => {
    expect(maxDecimalOf({ precision: 6, scale: 2 })).toBe('9999.99');
    expect(money.parse('9999,99')).toBe('9999.99');
    expect(fitsDecimal('0009999.5', { precision: 6, scale: 2 })).toBe(true);
  });
  it('refuses more digits before the point, naming the maximum', () => {
    expect(money.safeParse('10000').error?.issues[0]).toMatchObject({ message: 'number-field.too-large', params: { max: '9999.99' } });
  });
  it('refuses more decimals than the scale', () => expect(messageOf(money.safeParse('1.234'))).toBe('number-field.not-positive-or-zero'));
});

describe('dates in a sane range', () => {
  it.each(['0000-01-01', '1899-12-31'])('refuses %s as too early', (value) => expect(messageOf(ZLocalDateSchema.safeParse(value))).toBe('dateTooEarly'));
  it('refuses a date past 2199', () => expect(messageOf(ZLocalDateSchema.safeParse('2200-01-01'))).toBe('dateTooLate'));
  it('keeps explicit bounds', () => expect(localDateSchema({ minDate: '2026-01-01' }).safeParse('2025-12-31').success).toBe(false));
});

describe('country codes', () => {
  it('takes ISO 3166-1 alpha-2 codes, upper-cased', () => expect(ZCountryCodeSchema.parse('no')).toBe('NO'));
  it.each(['XX', 'EU', 'ZZ', 'NOR'])('refuses %s', (value) => expect(messageOf(ZCountryCodeSchema.safeParse(value))).toBe('invalidCountry'));
});
