import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { isCalendarDate } from './mod11';
import { parseLocalizedNumber } from './localized-number';

/** Common field rules of the seed (platform core, section 5): each failure message is the seed's key. */

export const ZRequiredSchema = z.string().trim().min(1, 'required');

/** Blank passes; use with ZRequiredSchema when the field is required. */
export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email-field.invalid-email');

/** A person's full name: at least two words. */
export const ZPersonNameSchema = z
  .string()
  .trim()
  .refine((value) => value.split(/\s+/).filter(Boolean).length >= 2, 'settings.error.illegalName');

type NumberRule = { language: Language; integer?: boolean; positive?: boolean; positiveOrZero?: boolean };

/** A number typed in the user's language, returned as a decimal string. */
export const localizedNumberSchema = ({ language, integer = false, positive = false, positiveOrZero = false }: NumberRule) =>
  z.string().transform((value, ctx) => {
    const parsed = parseLocalizedNumber(value, language);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (parsed === null || (integer && parsed.includes('.'))) return fail('number-field.not-a-number');
    const negative = parsed.startsWith('-');
    const zero = /^-?0+(\.0+)?$/.test(parsed);
    if (positive && (negative || zero)) return fail('number-field.not-positive');
    if (positiveOrZero && negative && !zero) return fail('number-field.not-positive-or-zero');
    return parsed;
  });

export const ZYearSchema = z.string().trim().regex(/^\d{4}$/, 'year-field.invalid-year');

const isIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** A date as YYYY-MM-DD, optionally bounded (`dateTooEarly` / `dateTooLate` carry the bound). */
export const localDateSchema = ({ minDate, maxDate }: { minDate?: string; maxDate?: string } = {}) =>
  z.string().trim().superRefine((value, ctx) => {
    if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: 'localdate-field.invalid-date' });
    else if (minDate && value < minDate) ctx.addIssue({ code: 'custom', message: 'dateTooEarly', params: { minDate } });
    else if (maxDate && value > maxDate) ctx.addIssue({ code: 'custom', message: 'dateTooLate', params: { maxDate } });
  });
export const ZLocalDateSchema = localDateSchema();

/** Expands short input: "9" -> "09:00", "930" -> "09:30", "1745" -> "17:45", "9.5" -> "09:05". */
export const expandTime = (input: string): string | null => {
  const value = input.trim();
  const parts = /^(\d{1,2})(?:[:.](\d{1,2}))?$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/** A time of day HH:MM; `timeTooEarly` / `timeTooLate` carry the bound. */
export const timeSchema = ({ minTime, maxTime }: { minTime?: string; maxTime?: string } = {}) =>
  z.string().transform((value, ctx) => {
    const time = expandTime(value);
    const fail = (message: string, params?: Record<string, string>) => {
      ctx.addIssue({ code: 'custom', message, params });
      return z.NEVER;
    };
    if (!time) return fail('time-field.invalid-time');
    if (minTime && time < minTime) return fail('timeTooEarly', { time: minTime });
    if (maxTime && time > maxTime) return fail('timeTooLate', { time: maxTime });
    return time;
  });

export const minStringLengthSchema = (minLength: number) =>
  z.string().trim().superRefine((value, ctx) => {
    if (value.length < minLength) ctx.addIssue({ code: 'custom', message: 'minStringLength', params: { minLength } });
  });

export const defaultCallingCode = '47';

/**
 * A phone number in international form. Without a leading + the default calling code (47) applies;
 * non-digits are stripped.
 */
export const parsePhone = (input: string, callingCode = defaultCallingCode) => {
  const trimmed = input.trim();
  const international = trimmed.startsWith('+') ? `+${trimmed.slice(1).replace(/\D/g, '')}` : `+${callingCode}${trimmed.replace(/\D/g, '')}`;
  const known = [1, 2, 3].some((length) => isKnownCallingCode(international.slice(1, 1 + length)));
  if (!known) return { error: 'phone-number.invalid-country-code' as const };
  const phone = parsePhoneNumberFromString(international);
  return phone?.isValid() ? { e164: phone.number, countryCode: `+${phone.countryCallingCode}`, national: phone.nationalNumber } : { error: 'phone-number.invalid-number' as const };
};

let callingCodes: Set<string> | undefined;
const isKnownCallingCode = (code: string): boolean =>
  (callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)))).has(code);

export const ZPhoneSchema = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') return;
  const result = parsePhone(value);
  if ('error' in result) ctx.addIssue({ code: 'custom', message: result.error });
});

/** UTL number: empty or exactly 9 characters. */
export const ZUtlNumberSchema = z.string().trim().refine((value) => value === '' || value.length === 9, 'invalidUtlNumber');
