// Worked sums from Skatteetaten's "Nytt fødselsnummer fra 2032" (folkeregisteret-api-dokumentasjon):
// 020132 999 with weights 3,7,6,1,8,9,4,5,2 sums to 156 (remainder 2); and Brønnøysundregistrene's
// organisation number weights 3,2,7,6,5,4,3,2.
import { describe, expect, it } from 'vitest';
import { weightedMod11 } from './mod11';

describe('weightedMod11', () => {
  it('matches Skatteetaten\'s worked example', () => {
    expect(weightedMod11('020132999', [3, 7, 6, 1, 8, 9, 4, 5, 2])).toBe(156 % 11);
    expect(weightedMod11('301082999', [3, 7, 6, 1, 8, 9, 4, 5, 2])).toBe(196 % 11);
  });

  it('is 0 over a valid organisation number with its control digit weighted 1', () => {
    for (const value of ['923609016', '974760673', '889640782']) expect(weightedMod11(value, [3, 2, 7, 6, 5, 4, 3, 2, 1])).toBe(0);
  });

  it('reads only as many digits as there are weights', () => {
    expect(weightedMod11('1111', [1, 1])).toBe(2);
  });
});
