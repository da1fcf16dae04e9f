import type { Language } from '../i18n/languages';

/**
 * Reads a number as typed in a language: comma decimal and space grouping for nb and sv, dot decimal and
 * comma grouping for en. Returns a plain decimal string ("-1234.5"), or null when it is not a number.
 * Strings, never floats: money and nominal values must not lose digits.
 */
export const parseLocalizedNumber = (input: string, language: Language): string | null => {
  const compact = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  const normalised = language === 'en' ? compact.replace(/,/g, '') : compact.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? normalised : null;
};
