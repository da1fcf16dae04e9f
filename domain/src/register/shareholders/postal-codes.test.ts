import { describe, expect, it } from 'vitest';
import { norwegianPlaceName, swedishPlaceName } from './postal-codes';

describe('postal code lookup', () => {
  it('maps Norwegian codes to upper-case place names from the full register', () => {
    expect(norwegianPlaceName('1300')).toBe('SANDVIKA');
    expect(norwegianPlaceName('0150')).toBe('OSLO');
    expect(norwegianPlaceName('9990')).toBe('BÅTSFJORD');
    expect(norwegianPlaceName('5003')).toBe('BERGEN');
  });

  it('knows no place for an unknown Norwegian code', () => {
    expect(norwegianPlaceName('0000')).toBeUndefined();
    expect(norwegianPlaceName('abcd')).toBeUndefined();
  });

  it('maps Swedish codes with or without the space', () => {
    expect(swedishPlaceName('10004')).toBe('Stockholm');
    expect(swedishPlaceName('100 04')).toBe('Stockholm');
    expect(swedishPlaceName('00000')).toBeUndefined();
  });
});
