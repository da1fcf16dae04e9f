// Examples: Skatteverket's worked personnummer 640823-3234 (SKV 704), Wikipedia's "Luhn algorithm"
// example 7992739871-3, and the test card number 4111 1111 1111 1111.
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from './luhn';

describe('isLuhnValid', () => {
  it.each(['6408233234', '79927398713', '4111111111111111', '8112189876', '5560160680', '0'])('accepts %s', (digits) => {
    expect(isLuhnValid(digits)).toBe(true);
  });

  it.each(['6408233235', '79927398710', '4111111111111112', '8112189867', '5560160681'])('refuses %s', (digits) => {
    expect(isLuhnValid(digits)).toBe(false);
  });
});
