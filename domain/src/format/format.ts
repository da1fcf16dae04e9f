import Decimal from 'decimal.js';
import type { Language } from '../i18n/languages';

/**
 * Numbers as the seed shows them: comma decimal and space grouping for nb and sv, dot decimal and comma
 * grouping for en. Grouping uses a plain space so people and tests see the same character they type.
 * Inputs are decimal strings or bigints; money never passes through a float.
 */
const separators = (language: Language) => (language === 'en' ? { decimal: '.', group: ',' } : { decimal: ',', group: ' ' });

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const render = (value: Decimal, language: Language, fractionDigits: { min: number; max: number }) => {
  const { decimal, group: groupSeparator } = separators(language);
  const fixed = value.toDecimalPlaces(fractionDigits.max, Decimal.ROUND_HALF_UP).toFixed(fractionDigits.max);
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(fractionDigits.min, '0');
  const sign = value.isNegative() && !value.isZero() ? '-' : '';
  return `${sign}${group(whole, groupSeparator)}${trimmed ? decimal + trimmed : ''}`;
};

type Numeric = string | bigint | number;
const decimalOf = (value: Numeric) => new Decimal(typeof value === 'bigint' ? value.toString() : value);

/** Up to 20 fraction digits by default (seed: platform core, section 9). */
export const formatNumber = (value: Numeric, language: Language, maxFractionDigits = 20) =>
  render(decimalOf(value), language, { min: 0, max: maxFractionDigits });

/** Whole share counts. */
export const formatShares = (value: bigint | string, language: Language) => render(decimalOf(value), language, { min: 0, max: 0 });

/** Quantities show 0 to 6 decimals. */
export const formatQuantity = (value: Numeric, language: Language) => render(decimalOf(value), language, { min: 0, max: 6 });

/** A percentage with 2 decimals, from a fraction's decimal string ("0.1234" -> "12,34 %"). */
export const formatPercent = (fraction: Numeric, language: Language) =>
  `${render(decimalOf(fraction).times(100), language, { min: 2, max: 2 })} %`;

/** Money: whole amounts without decimals, others with 2; `fixed` always shows 2. */
export const formatMoney = (amount: Numeric, language: Language, currency: string, { fixed = false } = {}) => {
  const value = decimalOf(amount);
  const digits = fixed || !value.isInteger() ? 2 : 0;
  return `${render(value, language, { min: digits, max: digits })} ${currency}`;
};

/** Dates are always YYYY-MM-DD, in every language. */
export const formatDate = (date: Date | string) => (typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10));

export const firstDayOfWeek = 1; // Monday

/** ISO 8601 week number. */
export const isoWeek = (date: Date): number => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  return Math.ceil(((day.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
};

/** File sizes on a 1024 base. */
export const formatFileSize = (bytes: number, language: Language) => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${render(new Decimal(value), language, { min: 0, max: unit === 0 ? 0 : 1 })} ${units[unit]}`;
};
