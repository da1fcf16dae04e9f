// Seed (platform core) section 9: 2 decimals for percentages. Sign spacing after CLDR's percent patterns:
// nb and sv "#,##0 %", en "#,##0%". Worked: 600 of 1000 shares is 0.6, shown 60,00 %.
import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentPoints } from './percent';

describe('formatPercent', () => {
  it.each([
    ['0.6', 'nb', '60,00 %'],
    ['0.123456', 'nb', '12,35 %'],
    ['0.123456', 'sv', '12,35 %'],
    ['0.123456', 'en', '12.35%'],
    ['1', 'en', '100.00%'],
    ['0', 'nb', '0,00 %'],
    ['0.00004', 'nb', '0,00 %'],
    ['0.00005', 'nb', '0,01 %'],
    ['0.333333333333333333333333333333', 'en', '33.33%'],
    ['12.5', 'sv', '1 250,00 %'],
    ['-0.025', 'en', '-2.50%'],
  ] as const)('formats the fraction %s in %s as %j', (fraction, language, expected) => {
    expect(formatPercent(fraction, language)).toBe(expected);
  });
});

// Issue 24: the meeting's representation holds percent points ("4.02"); the minutes printed "4.02 %" in Norwegian.
describe('formatPercentPoints', () => {
  it.each([
    ['4.02', 'nb', '4,02 %'],
    ['4.02', 'sv', '4,02 %'],
    ['4.02', 'en', '4.02%'],
    ['66.66', 'nb', '66,66 %'],
    ['100.00', 'en', '100.00%'],
  ] as const)('formats %s percent in %s as %j', (percent, language, expected) => {
    expect(formatPercentPoints(percent, language)).toBe(expected);
  });
});
