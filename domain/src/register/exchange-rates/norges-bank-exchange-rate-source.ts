import { DomainError } from '../../kernel/errors/domain-error';
import type { ExchangeRateSource } from './exchange-rate-source';
import { norgesBankQuoteCurrency } from './norges-bank-currencies';
import { latestRateAtOrBefore, parseNorgesBankRates } from './norges-bank-sdmx';

/** Days looked back for the last banking day: Easter and Christmas close the bank for at most five days in a row. */
export const bankingDayLookBackDays = 10;

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Norges Bank's open-data SDMX API (`EXCHANGE_RATE_URL`, e.g. `https://data.norges-bank.no/api`): the business-day
 * series `EXR/B.{currency}.NOK.SP` as SDMX-JSON over the days before the asked date, of which the latest is taken.
 * The API answers 404 when the window holds no rate; any other failure, or an answer that is not SDMX-JSON, is
 * `exchangeRate.fetchFailed` with the status. Each call times out after 10 s.
 */
export const norgesBankExchangeRateSource = ({ url, timeoutMs = 10_000 }: { url: string; timeoutMs?: number }): ExchangeRateSource => ({
  connected: true,
  rateOn: async (currency, date) => {
    const query = new URLSearchParams({ format: 'sdmx-json', startPeriod: daysBefore(date, bankingDayLookBackDays), endPeriod: date, locale: 'en' });
    const address = `${url.replace(/\/$/, '')}/data/EXR/B.${encodeURIComponent(currency)}.${norgesBankQuoteCurrency}.SP?${query}`;
    const response = await fetch(address, { headers: { accept: 'application/vnd.sdmx.data+json, application/json' }, signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    if (response?.status === 404) throw new DomainError('exchangeRate.noRate', { currency, date });
    if (!response?.ok) throw new DomainError('exchangeRate.fetchFailed', { status: response?.status ?? 0 });
    const rates = parseNorgesBankRates(await response.json().catch(() => null), currency);
    if (!rates) throw new DomainError('exchangeRate.fetchFailed', { status: response.status });
    const latest = latestRateAtOrBefore(rates, date);
    if (!latest) throw new DomainError('exchangeRate.noRate', { currency, date });
    return { currency, quoteCurrency: norgesBankQuoteCurrency, rate: latest.rate, date: latest.date, source: 'NORGES_BANK' };
  },
});
