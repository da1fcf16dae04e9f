// Separators per CLDR's nb, sv and en number symbols (with a plain space for grouping, see render-decimal.ts);
// rounding half away from zero, as accounting rounds.
import { describe, expect, it } from 'vitest';
import { renderDecimal, toDecimal } from './render-decimal';

const render = (value: string, language: 'nb' | 'sv' | 'en', minFractionDigits: number, maxFractionDigits: number) =>
  renderDecimal(toDecimal(value), language, { minFractionDigits, maxFractionDigits });

describe('renderDecimal', () => {
  it.each([
    ['0', 'nb', 0, 0, '0'],
    ['999', 'nb', 0, 0, '999'],
    ['1000', 'nb', 0, 0, '1 000'],
    ['1000', 'en', 0, 0, '1,000'],
    ['1234567.891', 'sv', 0, 3, '1 234 567,891'],
    ['1234567.891', 'en', 0, 3, '1,234,567.891'],
    ['1234567.891', 'nb', 0, 2, '1 234 567,89'],
    ['0.125', 'nb', 0, 2, '0,13'],
    ['-0.125', 'nb', 0, 2, '-0,13'],
    ['2.5', 'en', 0, 0, '3'],
    ['-2.5', 'en', 0, 0, '-3'],
    ['-0.001', 'nb', 0, 2, '0'],
    ['1.10', 'nb', 0, 5, '1,1'],
    ['1.1', 'nb', 2, 5, '1,10'],
    ['1', 'en', 2, 2, '1.00'],
    ['999.995', 'en', 2, 2, '1,000.00'],
    ['123456789012345678901234567890.123456789', 'en', 0, 20, '123,456,789,012,345,678,901,234,567,890.123456789'],
    ['1e21', 'en', 0, 0, '1,000,000,000,000,000,000,000'],
  ] as const)('renders %s in %s with %i-%i fraction digits as %j', (value, language, min, max, expected) => {
    expect(render(value, language, min, max)).toBe(expected);
  });

  it('takes bigints and numbers', () => {
    expect(renderDecimal(toDecimal(9_007_199_254_740_993n), 'nb', { minFractionDigits: 0, maxFractionDigits: 0 })).toBe('9 007 199 254 740 993');
    expect(renderDecimal(toDecimal(0.1), 'en', { minFractionDigits: 0, maxFractionDigits: 20 })).toBe('0.1');
  });

  it('refuses what is not a finite number', () => {
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toDecimal('12,5')).toThrow();
  });
});
