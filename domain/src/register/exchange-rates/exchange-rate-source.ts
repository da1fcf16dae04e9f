import { DomainError } from '../../kernel/errors/domain-error';

/** A rate as a source published it: how many units of the quote currency one unit of `currency` buys, on a banking day. */
export type ExchangeRate = {
  currency: string;
  quoteCurrency: string;
  /** A decimal string, per one unit of `currency` (a rate Norges Bank quotes per 100 is divided). */
  rate: string;
  /** The banking day the rate is from: the asked date, or the last one before it. */
  date: string;
  source: 'NORGES_BANK';
};

/** An exchange-rate service behind this interface: the latest rate at or before a date. */
export type ExchangeRateSource = { connected: boolean; rateOn: (currency: string, date: string) => Promise<ExchangeRate> };

/** Without configuration (`EXCHANGE_RATE_URL` unset): rates are entered by hand. */
export const notConnectedExchangeRateSource: ExchangeRateSource = {
  connected: false,
  rateOn: () => Promise.reject(new DomainError('exchangeRate.notConnected')),
};
