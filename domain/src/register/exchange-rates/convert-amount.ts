import Decimal from 'decimal.js';

const decimalText = (typed: string) => typed.trim().replace(/\s/g, '').replace(',', '.');
const isDecimal = (text: string) => /^\d+(\.\d+)?$/.test(text);

/** Decimals of an amount in the company's currency (øre, öre). */
export const companyCurrencyDecimals = 2;

/**
 * An amount in another currency in the company's currency (seed 001 section 5: the amount times the exchange rate),
 * in decimals from the typed text ("1 234,50" or "1234.5"), rounded half up to øre. Null when either is not a
 * non-negative decimal.
 */
export const convertToCompanyCurrency = (amount: string, rate: string): string | null => {
  const [a, r] = [decimalText(amount), decimalText(rate)];
  if (!isDecimal(a) || !isDecimal(r)) return null;
  return new Decimal(a).times(r).toDecimalPlaces(companyCurrencyDecimals, Decimal.ROUND_HALF_UP).toFixed();
};
