import type { Language } from '../i18n/languages';
import { renderDecimal, toDecimal, type Numeric } from './render-decimal';

export type FormatNumberOptions = { maxFractionDigits?: number; minFractionDigits?: number };

/**
 * A number in the language's notation with up to 20 fraction digits by default (seed section 9),
 * trailing zeros dropped (down to `minFractionDigits`, default none). A bare number as the third argument is the maximum, as older callers pass it.
 */
export const formatNumber = (value: Numeric, language: Language, options: FormatNumberOptions | number = {}): string => {
  const { maxFractionDigits = 20, minFractionDigits = 0 } = typeof options === 'number' ? { maxFractionDigits: options } : options;
  return renderDecimal(toDecimal(value), language, { minFractionDigits, maxFractionDigits });
};
