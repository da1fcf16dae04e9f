// Seed (platform core) section 9: quantities allow 0 to 6 decimals.
import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity';

describe('formatQuantity', () => {
  it.each([
    ['2', 'nb', '2'],
    ['0.1', 'nb', '0,1'],
    ['1.1234567', 'en', '1.123457'],
    ['1.1234565', 'sv', '1,123457'],
    ['0.0000004', 'en', '0'],
    ['1000.5', 'nb', '1 000,5'],
  ] as const)('formats %s in %s as %j', (value, language, expected) => {
    expect(formatQuantity(value, language)).toBe(expected);
  });
});
