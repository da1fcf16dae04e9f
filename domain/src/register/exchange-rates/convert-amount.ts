import Decimal from 'decimal.js';

/** A typed non-negative decimal ("1 234,50", "1234.5") as a plain decimal string ("1234.50"); null when it is not one. */
export const typedDecimal = (typed: string | null | undefined): string | null => {
  const text = typed?.trim().replace(/\s/g, '').replace(',', '.') ?? '';
  return /^\d+(\.\d+)?$/.test(text) ? text : null;
};

/** Decimals of an amount in the company's currency (øre, öre). */
export const companyCurrencyDecimals = 2;

/**
 * An amount in another currency in the company's currency (seed 001 section 5: the amount times the exchange rate),
 * in decimals from the typed text ("1 234,50" or "1234.5"), rounded half up to øre. Null when either is not a
 * non-negative decimal.
 */
export const convertToCompanyCurrency = (amount: string, rate: string): string | null => {
  const [a, r] = [typedDecimal(amount), typedDecimal(rate)];
  if (a === null || r === null) return null;
  return new Decimal(a).times(r).toDecimalPlaces(companyCurrencyDecimals, Decimal.ROUND_HALF_UP).toFixed();
};
