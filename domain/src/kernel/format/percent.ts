import type { Language } from '../i18n/languages';
import { renderDecimal, toDecimal, type Numeric } from './render-decimal';

/**
 * A fraction as a percentage with 2 decimals (seed section 9): "0.1234" -> "12,34 %" in nb and sv, which
 * set the sign apart, and "12.34%" in en, which does not.
 */
export const formatPercent = (fraction: Numeric, language: Language): string => {
  const number = renderDecimal(toDecimal(fraction).times(100), language, { minFractionDigits: 2, maxFractionDigits: 2 });
  return language === 'en' ? `${number}%` : `${number} %`;
};

/** A value already in percent ("4.02", as the meeting's figures hold it) in the language's notation: "4,02 %" in nb. */
export const formatPercentPoints = (percent: Numeric, language: Language): string => formatPercent(toDecimal(percent).div(100).toString(), language);
