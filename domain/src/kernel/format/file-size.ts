import Decimal from 'decimal.js';
import type { Language } from '../i18n/languages';
import { renderDecimal } from './render-decimal';

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A size in bytes on a 1024 base (seed section 9): whole bytes, else up to one decimal. */
export const formatFileSize = (bytes: number, language: Language): string => {
  let value = new Decimal(bytes);
  let unit = 0;
  // Move up while the shown value would reach 1024, so 1 048 575 bytes is "1 MB", not "1 024 KB".
  while (unit < units.length - 1 && value.toDecimalPlaces(unit === 0 ? 0 : 1, Decimal.ROUND_HALF_UP).gte(1024)) {
    value = value.div(1024);
    unit += 1;
  }
  const maxFractionDigits = unit === 0 ? 0 : 1;
  return `${renderDecimal(value, language, { minFractionDigits: 0, maxFractionDigits })} ${units[unit]}`;
};
