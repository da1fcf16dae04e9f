import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { invalid } from './issue';

// nb and sv group with a space; a pasted number may carry the no-break spaces Intl formatting uses.
const separators: Record<Language, { decimal: string; group: string }> = {
  nb: { decimal: ',', group: '[ \\u00a0\\u202f]' },
  sv: { decimal: ',', group: '[ \\u00a0\\u202f]' },
  en: { decimal: '.', group: ',' },
};

const patterns = Object.fromEntries(
  Object.entries(separators).map(([language, { decimal, group }]) => [
    language,
    new RegExp(`^([-\\u2212]?)(\\d+|\\d{1,3}(?:${group}\\d{3})+)(?:\\${decimal}(\\d+))?$`),
  ]),
) as Record<Language, RegExp>;

/**
 * Reads a number as typed in a language (seed section 5): comma decimal and space grouping for nb and sv,
 * dot decimal and comma grouping for en. Grouping must fall every three digits, so "12,5" in English is
 * not silently read as 125. Returns a plain decimal string ("-1234.5"), or null when it is not a number.
 * Strings, never floats: money and nominal values must not lose digits.
 */
export const parseLocalizedNumber = (input: string, language: Language): string | null => {
  const match = patterns[language].exec(input.trim());
  if (!match) return null;
  const [, sign, grouped = '', fraction] = match;
  const whole = grouped.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const isZero = /^0+$/.test(whole + (fraction ?? ''));
  return `${sign && !isZero ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
};

export type LocalizedNumberRule = {
  language: Language;
  /** Refuse decimals. */
  integer?: boolean;
  /** `positive` (above 0), `positiveOrZero` (the default: negatives only where allowed) or `any`. */
  sign?: 'positive' | 'positiveOrZero' | 'any';
};

/** A number typed in the user's language; the output is its plain decimal string. */
export const localizedNumberSchema = ({ language, integer = false, sign = 'positiveOrZero' }: LocalizedNumberRule) =>
  z.string().transform((value, ctx) => {
    const number = parseLocalizedNumber(value, language);
    if (number === null || (integer && number.includes('.'))) return invalid(ctx, 'number-field.not-a-number');
    const negative = number.startsWith('-');
    if (sign === 'positive' && (negative || /^0(\.0+)?$/.test(number))) return invalid(ctx, 'number-field.not-positive');
    if (sign === 'positiveOrZero' && negative) return invalid(ctx, 'number-field.not-positive-or-zero');
    return number;
  });
