// Seed (platform core) sections 5 and 9: comma decimal and space grouping for nb and sv, dot and comma for
// en; up to 20 fraction digits by default.
import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    ['1234567.891', 'nb', '1 234 567,891'],
    ['1234567.891', 'sv', '1 234 567,891'],
    ['1234567.891', 'en', '1,234,567.891'],
    ['-0.5', 'nb', '-0,5'],
    ['100', 'sv', '100'],
    ['1.50', 'en', '1.5'],
    ['0.12345678901234567890123', 'en', '0.1234567890123456789'],
  ] as const)('formats %s in %s as %j', (value, language, expected) => {
    expect(formatNumber(value, language)).toBe(expected);
  });

  it('rounds to maxFractionDigits', () => {
    expect(formatNumber('2.123456', 'nb', { maxFractionDigits: 5 })).toBe('2,12346');
    expect(formatNumber('2.5', 'en', { maxFractionDigits: 0 })).toBe('3');
    expect(formatNumber('1.5', 'nb', 5)).toBe('1,5');
  });

  it('takes bigints and numbers', () => {
    expect(formatNumber(12_345_678_901_234_567_890n, 'en')).toBe('12,345,678,901,234,567,890');
    expect(formatNumber(1024, 'sv')).toBe('1 024');
  });
});
