import { describe, expect, it } from 'vitest';
import { convertToCompanyCurrency } from './convert-amount';

describe('an amount in another currency in the company currency: amount times rate, in decimals, to øre', () => {
  it('EUR 100,000 at 11.7325 is NOK 1,173,250', () => expect(convertToCompanyCurrency('100000', '11.7325')).toBe('1173250'));
  it('EUR 1,234.56 at 11.7325 is NOK 14,484.48 (14,484.4752 to øre)', () => expect(convertToCompanyCurrency('1234.56', '11.7325')).toBe('14484.48'));
  it('rounds half up: 1.25 at 0.1 is 0.125, so 0.13', () => expect(convertToCompanyCurrency('1.25', '0.1')).toBe('0.13'));
  it('SEK 250,000 at 0.9531 is NOK 238,275', () => expect(convertToCompanyCurrency('250000', '0.9531')).toBe('238275'));
  it('0.1 at 0.2 is exactly 0.02, where floats give 0.020000000000000004', () => expect(convertToCompanyCurrency('0.1', '0.2')).toBe('0.02'));
  it('reads a typed comma and spaces: "1 000,5" at "10,5" is 10,505.25', () => expect(convertToCompanyCurrency('1 000,5', '10,5')).toBe('10505.25'));
  it('a huge amount stays exact: 123,456,789,012.34 at 11.7325', () => expect(convertToCompanyCurrency('123456789012.34', '11.7325')).toBe('1448456777087.28'));
  it('is null for text that is not a decimal', () => {
    expect(convertToCompanyCurrency('ten', '11.7')).toBeNull();
    expect(convertToCompanyCurrency('100', '-1')).toBeNull();
  });
});
