// Seed (platform core) section 9: money shows 0 decimals for whole numbers and 2 otherwise, a fixed
// 2-decimal variant exists, default currency NOK. Currency placement per CLDR: nb-NO and sv-SE "1 500,50 NOK",
// en-GB "NOK 1,500.50". Half-cent amounts round away from zero, as Norwegian accounting rounds.
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyExact, formatMoneyFixed } from './money';

describe('formatMoney', () => {
  it.each([
    ['1500', 'nb', 'NOK', '1 500 NOK'],
    ['1500.00', 'nb', 'NOK', '1 500 NOK'],
    ['1500.5', 'nb', 'NOK', '1 500,50 NOK'],
    ['1500.5', 'sv', 'SEK', '1 500,50 SEK'],
    ['1500.5', 'en', 'NOK', 'NOK 1,500.50'],
    ['0.005', 'en', 'NOK', 'NOK 0.01'],
    ['-0.005', 'nb', 'NOK', '-0,01 NOK'],
    ['-250000', 'en', 'SEK', '-SEK 250,000'],
    ['-1234.567', 'nb', 'NOK', '-1 234,57 NOK'],
    ['99999999999999999999.99', 'en', 'NOK', 'NOK 99,999,999,999,999,999,999.99'],
    ['0', 'sv', 'SEK', '0 SEK'],
  ] as const)('formats %s in %s (%s) as %j', (amount, language, currency, expected) => {
    expect(formatMoney(amount, language, currency)).toBe(expected);
  });

  it('takes a bigint of whole units', () => {
    expect(formatMoney(30_000n, 'nb', 'NOK')).toBe('30 000 NOK');
  });
});

describe('formatMoneyFixed', () => {
  it.each([
    ['1500', 'en', 'SEK', 'SEK 1,500.00'],
    ['1500', 'nb', 'NOK', '1 500,00 NOK'],
    ['0.1', 'sv', 'SEK', '0,10 SEK'],
    ['2.675', 'nb', 'NOK', '2,68 NOK'],
    ['-3', 'en', 'NOK', '-NOK 3.00'],
  ] as const)('formats %s in %s (%s) as %j', (amount, language, currency, expected) => {
    expect(formatMoneyFixed(amount, language, currency)).toBe(expected);
  });
});

describe('formatMoneyExact', () => {
  it.each([
    ['12.3456', 'nb', 'NOK', '12,3456 NOK'],
    ['1500', 'en', 'NOK', 'NOK 1,500.00'],
    ['37036.8', 'sv', 'SEK', '37 036,80 SEK'],
    ['0.000001', 'nb', 'NOK', '0,000001 NOK'],
  ] as const)('formats %s in %s (%s) as %j', (amount, language, currency, expected) => {
    expect(formatMoneyExact(amount, language, currency)).toBe(expected);
  });
});
