import Decimal from 'decimal.js';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ExchangeRateSource } from './exchange-rate-source';
import type { ExchangeRateView } from './exchange-rates.schemas';
import { norgesBankCurrencies, norgesBankQuoteCurrency } from './norges-bank-currencies';

/** Decimals of a cross rate (Norges Bank publishes 4; a quotient of two is kept to 6). */
export const crossRateDecimals = 6;

const quoted = (currency: string) => currency === norgesBankQuoteCurrency || (norgesBankCurrencies as readonly string[]).includes(currency);

/**
 * The rate of `currency` in the company's currency on `date` (or the banking day before it), from Norges Bank:
 * direct for a NOK company; for another (a Swedish company in SEK) the cross rate of the two NOK rates of the same
 * day, rounded half up to 6 decimals. 1 in the company's own currency. `exchangeRate.unknownCurrency` for a
 * currency Norges Bank does not quote, `exchangeRate.notConnected` without the service.
 */
export const findExchangeRate = async ({ source, companyCurrency, currency, date }: { source: ExchangeRateSource; companyCurrency: string; currency: string; date: string }): Promise<ExchangeRateView> => {
  if (!quoted(currency) || !quoted(companyCurrency)) throw new DomainError('exchangeRate.unknownCurrency', { currency: quoted(currency) ? companyCurrency : currency });
  if (currency === companyCurrency) return { currency, quoteCurrency: companyCurrency, rate: '1', date, source: 'NORGES_BANK' };
  if (!source.connected) throw new DomainError('exchangeRate.notConnected');
  const inNok = (code: string) => (code === norgesBankQuoteCurrency ? Promise.resolve({ rate: '1', date }) : source.rateOn(code, date));
  const [foreign, own] = [await inNok(currency), await inNok(companyCurrency)];
  const rate = companyCurrency === norgesBankQuoteCurrency ? foreign.rate : new Decimal(foreign.rate).div(own.rate).toDecimalPlaces(crossRateDecimals, Decimal.ROUND_HALF_UP).toFixed();
  return { currency, quoteCurrency: companyCurrency, rate, date: foreign.date < own.date ? foreign.date : own.date, source: 'NORGES_BANK' };
};
