import Decimal from 'decimal.js';
import type { Language } from '../i18n/languages';

/** Decimal strings and bigints keep every digit; `number` is for counts and sizes, never money. */
export type Numeric = string | bigint | number;

// Enough significant digits that scaling (percentages, file sizes) never rounds a value before display.
const Exact = Decimal.clone({ precision: 1_000 });

export const toDecimal = (value: Numeric): Decimal => {
  const decimal = new Exact(typeof value === 'bigint' ? value.toString() : value);
  if (!decimal.isFinite()) throw new RangeError(`Not a finite number: ${String(value)}`);
  return decimal;
};

/**
 * nb and sv write a decimal comma and group thousands with a space, en a decimal point and a comma
 * (seed section 5). The space is a plain U+0020, not the no-break space CLDR prescribes: what people
 * see, copy and type back is then one character, which `parseLocalizedNumber` reads. Screens keep a
 * number on one line with `white-space: nowrap`. Negative numbers take a hyphen-minus for the same reason.
 */
const separators: Record<Language, { decimal: string; group: string }> = {
  nb: { decimal: ',', group: ' ' },
  sv: { decimal: ',', group: ' ' },
  en: { decimal: '.', group: ',' },
};

/** Rounds half away from zero to `maxFractionDigits`, then drops trailing zeros down to `minFractionDigits`. */
export const renderDecimal = (
  value: Decimal,
  language: Language,
  { minFractionDigits, maxFractionDigits }: { minFractionDigits: number; maxFractionDigits: number },
): string => {
  const { decimal, group } = separators[language];
  const rounded = value.toDecimalPlaces(maxFractionDigits, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction = ''] = rounded.abs().toFixed(maxFractionDigits).split('.');
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${shownFraction ? decimal + shownFraction : ''}`;
};
