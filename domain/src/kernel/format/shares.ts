import type { Language } from '../i18n/languages';
import { renderDecimal, toDecimal } from './render-decimal';

/** A share count: whole shares only, every digit kept (PostgreSQL bigint arrives as a string). */
export const formatShares = (count: bigint | string, language: Language): string => {
  const value = toDecimal(count);
  if (!value.isInteger()) throw new RangeError(`A share count is a whole number: ${String(count)}`);
  return renderDecimal(value, language, { minFractionDigits: 0, maxFractionDigits: 0 });
};
