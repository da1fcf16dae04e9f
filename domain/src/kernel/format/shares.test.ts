// Share counts are integers (conventions: bigint in PostgreSQL); 2^53 + 1 shows that no digit is lost.
import { describe, expect, it } from 'vitest';
import { formatShares } from './shares';

describe('formatShares', () => {
  it.each([
    ['0', 'nb', '0'],
    ['500', 'nb', '500'],
    ['1000', 'nb', '1 000'],
    ['1000', 'en', '1,000'],
    ['30000000', 'sv', '30 000 000'],
    ['-1500', 'en', '-1,500'],
    ['9007199254740993', 'nb', '9 007 199 254 740 993'],
  ] as const)('formats %s in %s as %j', (count, language, expected) => {
    expect(formatShares(count, language)).toBe(expected);
  });

  it('takes bigints', () => {
    expect(formatShares(9_223_372_036_854_775_807n, 'en')).toBe('9,223,372,036,854,775,807');
  });

  it('refuses fractions rather than rounding them away', () => {
    expect(() => formatShares('10.5', 'nb')).toThrow(RangeError);
  });
});
