import type { Language } from '../i18n/languages';
import { renderDecimal, toDecimal } from './render-decimal';

const withCurrency = (amount: string, language: Language, currency: string) =>
  // CLDR places the code before the amount in en and after it in nb and sv.
  language === 'en' ? amount.replace(/^(-?)/, `$1${currency} `) : `${amount} ${currency}`;

/** An amount from its decimal string: no decimals when whole, else 2 (seed section 9). */
export const formatMoney = (amount: string | bigint, language: Language, currency: string): string => {
  const value = toDecimal(amount);
  const digits = value.isInteger() ? 0 : 2;
  return withCurrency(renderDecimal(value, language, { minFractionDigits: digits, maxFractionDigits: digits }), language, currency);
};

/** An amount always with 2 decimals, for columns that must line up. */
export const formatMoneyFixed = (amount: string | bigint, language: Language, currency: string): string =>
  withCurrency(renderDecimal(toDecimal(amount), language, { minFractionDigits: 2, maxFractionDigits: 2 }), language, currency);

/**
 * A price, or an amount computed from prices, with every decimal it has: at least 2, at most the 6 a price
 * may carry (a contract note must not round a price of 12.3456 to 12.35).
 */
export const formatMoneyExact = (amount: string | bigint, language: Language, currency: string): string =>
  withCurrency(renderDecimal(toDecimal(amount), language, { minFractionDigits: 2, maxFractionDigits: 6 }), language, currency);
