import { describe, expect, it } from 'vitest';
import { notConnectedExchangeRateSource, type ExchangeRateSource } from './exchange-rate-source';
import { findExchangeRate } from './find-exchange-rate';

const nokPer: Record<string, string> = { EUR: '11.7288', SEK: '0.9531' };
const source: ExchangeRateSource = {
  connected: true,
  rateOn: async (currency) => ({ currency, quoteCurrency: 'NOK', rate: nokPer[currency]!, date: '2026-11-27', source: 'NORGES_BANK' }),
};

describe('the rate of a currency in the company currency', () => {
  it('a Norwegian company gets Norges Bank’s rate as published', async () =>
    expect(await findExchangeRate({ source, companyCurrency: 'NOK', currency: 'EUR', date: '2026-11-28' })).toEqual({ currency: 'EUR', quoteCurrency: 'NOK', rate: '11.7288', date: '2026-11-27', source: 'NORGES_BANK' }));

  it('a Swedish company gets the cross rate of the same day: 11.7288 / 0.9531 = 12.305949 SEK per euro', async () =>
    expect(await findExchangeRate({ source, companyCurrency: 'SEK', currency: 'EUR', date: '2026-11-28' })).toMatchObject({ rate: '12.305949', quoteCurrency: 'SEK', date: '2026-11-27' }));

  it('the company’s own currency is 1, without asking', async () =>
    expect(await findExchangeRate({ source: notConnectedExchangeRateSource, companyCurrency: 'NOK', currency: 'NOK', date: '2026-11-28' })).toMatchObject({ rate: '1' }));

  it('refuses a currency Norges Bank does not quote, and answers not connected without the service', async () => {
    await expect(findExchangeRate({ source, companyCurrency: 'NOK', currency: 'XYZ', date: '2026-11-28' })).rejects.toMatchObject({ code: 'exchangeRate.unknownCurrency', params: { currency: 'XYZ' } });
    await expect(findExchangeRate({ source: notConnectedExchangeRateSource, companyCurrency: 'NOK', currency: 'EUR', date: '2026-11-28' })).rejects.toMatchObject({ code: 'exchangeRate.notConnected' });
  });
});
