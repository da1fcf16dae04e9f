import type { Language } from '../i18n/languages';
import { renderDecimal, toDecimal, type Numeric } from './render-decimal';

/** A quantity (votes per share, ratios) with 0 to 6 decimals (seed section 9). */
export const formatQuantity = (value: Numeric, language: Language): string =>
  renderDecimal(toDecimal(value), language, { minFractionDigits: 0, maxFractionDigits: 6 });
