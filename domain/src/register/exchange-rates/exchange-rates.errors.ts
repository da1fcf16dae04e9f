/** Codes a request for an exchange rate can be refused with. */
export const exchangeRateErrorCodes = ['exchangeRate.notConnected', 'exchangeRate.unknownCurrency', 'exchangeRate.noRate', 'exchangeRate.fetchFailed'] as const;
