/**
 * The currencies Norges Bank quotes against NOK, as its open-data guide lists them for the EXR dataflow
 * (norges-bank.no, "API for åpne data", tilgjengelige data), with its synthetic I44, TWI and XDR. Some are no longer
 * quoted (BYR, HRK, LTL): they answer with no rate for recent dates.
 */
export const norgesBankCurrencies = [
  'AUD', 'BDT', 'BGN', 'BRL', 'BYN', 'BYR', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HRK', 'HUF', 'IDR', 'ILS', 'INR', 'ISK',
  'JPY', 'KRW', 'LTL', 'MMK', 'MXN', 'MYR', 'NZD', 'PHP', 'PKR', 'PLN', 'RON', 'RUB', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'USD', 'ZAR',
  'I44', 'TWI', 'XDR',
] as const;

/** Norges Bank quotes every rate in NOK. */
export const norgesBankQuoteCurrency = 'NOK';
