// Rule: seed (platform core) section 5 — minStringLength with minLength; seed section 5 (portfolio):
// company-name search starts at 2 characters, the Swedish register search at 3.
import { describe, expect, it } from 'vitest';
import { minStringLengthSchema } from './min-string-length';

describe('minStringLengthSchema', () => {
  it.each<[number, string]>([
    [2, 'AS'],
    [2, 'Equinor'],
    [3, 'Vol'],
    [3, 'ÅÄÖ'],
    [3, '  abc  '],
    [0, ''],
  ])('with %i accepts %j', (minLength, value) => {
    expect(minStringLengthSchema(minLength).safeParse(value).success).toBe(true);
  });

  it.each<[number, string]>([
    [2, 'A'],
    [2, ' A '],
    [2, ''],
    [3, 'AB'],
    [3, '😀😀'],
  ])('with %i refuses %j and carries minLength', (minLength, value) => {
    expect(minStringLengthSchema(minLength).safeParse(value).error?.issues[0]).toMatchObject({ message: 'minStringLength', params: { minLength } });
  });

  it('trims what it accepts', () => {
    expect(minStringLengthSchema(2).parse('  Equinor ')).toBe('Equinor');
  });
});
