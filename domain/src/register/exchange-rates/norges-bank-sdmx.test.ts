import { describe, expect, it } from 'vitest';
import { norgesBankExrSample } from '../../../testing/norges-bank-exr-sample';
import { latestRateAtOrBefore, parseNorgesBankRates } from './norges-bank-sdmx';

describe("reading Norges Bank's SDMX-JSON answer", () => {
  it('reads the EUR series, NOK per euro, as decimal strings with their banking days', () =>
    expect(parseNorgesBankRates(norgesBankExrSample, 'EUR')).toEqual([
      { date: '2026-11-23', rate: '11.701' },
      { date: '2026-11-24', rate: '11.7325' },
      { date: '2026-11-25', rate: '11.695' },
      { date: '2026-11-26', rate: '11.72' },
      { date: '2026-11-27', rate: '11.7288' },
      { date: '2026-11-30', rate: '11.74' },
    ]));

  it('divides a rate quoted per 100 (SEK, UNIT_MULT 2) back to one krona, exactly', () => expect(parseNorgesBankRates(norgesBankExrSample, 'SEK')?.[4]).toEqual({ date: '2026-11-27', rate: '0.9531' }));

  it('finds nothing for a currency the answer does not hold', () => expect(parseNorgesBankRates(norgesBankExrSample, 'USD')).toEqual([]));

  it('refuses an answer that is not an SDMX-JSON data message', () => expect(parseNorgesBankRates({ errors: [{ code: 404, message: 'No data' }] }, 'EUR')).toBeNull());
});

describe('the most recent banking day at or before a date', () => {
  const rates = parseNorgesBankRates(norgesBankExrSample, 'EUR')!;
  it('a banking day gives its own rate', () => expect(latestRateAtOrBefore(rates, '2026-11-24')).toEqual({ date: '2026-11-24', rate: '11.7325' }));
  it('Saturday and Sunday give Friday', () => {
    expect(latestRateAtOrBefore(rates, '2026-11-28')).toEqual({ date: '2026-11-27', rate: '11.7288' });
    expect(latestRateAtOrBefore(rates, '2026-11-29')).toEqual({ date: '2026-11-27', rate: '11.7288' });
  });
  it('a date before every rate gives none', () => expect(latestRateAtOrBefore(rates, '2026-11-22')).toBeNull());
});
