import Decimal from 'decimal.js';
import { LedgerError, type LedgerErrorCode } from './ledger-error';

/**
 * decimal.js rounds every result to `precision` significant digits (20 by default), which would silently
 * round products of large share counts and prices; 100 digits keeps all the ledger's arithmetic exact.
 */
export const Dec = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });

export const decimalOf = (count: bigint): Decimal => new Dec(count.toString());

/** Digits with an optional dot and decimals: no sign, no exponent, no thousands separators. */
const plainDecimal = /^\d+(\.\d+)?$/;

/** A non-negative decimal string, else `code`; more than `maxDecimals` significant decimals gives `precisionCode`. */
export const parseDecimal = (
  text: string | null | undefined,
  code: LedgerErrorCode,
  maxDecimals = Number.POSITIVE_INFINITY,
  precisionCode: LedgerErrorCode = code,
): Decimal => {
  if (typeof text !== 'string' || !plainDecimal.test(text)) throw new LedgerError(code);
  const value = new Dec(text);
  if (value.decimalPlaces() > maxDecimals) throw new LedgerError(precisionCode);
  return value;
};

/** Norwegian and Swedish law: one nominal value for all shares, at most 4 decimals (seed section 9). */
export const nominalValueDecimals = 4;
/** Votes per share have at most 5 decimals (seed section 3). */
export const votesPerShareDecimals = 5;
