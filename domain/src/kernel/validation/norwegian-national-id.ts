import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { invalid, type ValidationMessageKey } from './issue';
import { weightedMod11 } from './mod11';

export type NorwegianIdKind = 'birthNumber' | 'dNumber' | 'hNumber';
export type NorwegianIdOptions = { allowSyntheticTestNumbers: boolean };
/** `birthDate` is null when the number does not tell the century (numbers issued from 2032). */
export type NorwegianId = { kind: NorwegianIdKind; synthetic: boolean; birthDate: string | null };

const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1];
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1];

/** The century by Skatteetaten's individual-number table, used for every number issued before 2032. */
const centuryOf = (twoDigitYear: number, individual: number): number | null => {
  if (individual <= 499) return 1900;
  if (individual <= 749 && twoDigitYear >= 54) return 1800;
  if (twoDigitYear <= 39) return 2000;
  if (individual >= 900) return 1900;
  return null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads an 11-digit Norwegian identity number: birth number (fødselsnummer), D-number (day + 40),
 * H-number (month + 40), and Skatteetaten's Tenor synthetic test numbers (month + 80, also as D-numbers),
 * which pass only where `allowSyntheticTestNumbers` says the deployment is a test environment.
 *
 * Control digits (Skatteetaten, "Nytt fødselsnummer fra 2032"): the weighted sum including the first
 * control digit must leave 0 modulo 11 for numbers issued before 2032 and 0, 1, 2 or 3 for those issued
 * from 2032; both are accepted, as they will be in use side by side. The second stays strictly 0.
 * From 2032 the individual number no longer tells the century, so a number with remainder 1-3 or outside
 * the old table is valid without a known birth date; its date is checked against a leap-year century.
 */
export const parseNorwegianNationalId = (value: string, { allowSyntheticTestNumbers }: NorwegianIdOptions): NorwegianId | null => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const remainder = weightedMod11(digits, firstWeights);
  if (remainder > 3 || weightedMod11(digits, secondWeights) !== 0) return null;

  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const twoDigitYear = Number(digits.slice(4, 6));
  const dNumber = day > 40;
  const synthetic = month > 80;
  const hNumber = !synthetic && month > 40;
  if ((synthetic && !allowSyntheticTestNumbers) || (dNumber && hNumber)) return null;
  if (dNumber) day -= 40;
  if (synthetic) month -= 80;
  if (hNumber) month -= 40;
  // 2000-2099 holds a leap year for every two-digit year divisible by 4, 00 included.
  if (!isCalendarDate(2000 + twoDigitYear, month, day)) return null;

  const century = remainder === 0 ? centuryOf(twoDigitYear, Number(digits.slice(6, 9))) : null;
  const birthDate = century !== null && isCalendarDate(century + twoDigitYear, month, day) ? `${century + twoDigitYear}-${pad(month)}-${pad(day)}` : null;
  return { kind: dNumber ? 'dNumber' : hNumber ? 'hNumber' : 'birthNumber', synthetic, birthDate };
};

const isOfKind = (value: string, options: NorwegianIdOptions, kinds: readonly NorwegianIdKind[]) => {
  const id = parseNorwegianNationalId(value, options);
  return id !== null && kinds.includes(id.kind);
};

const identitySchema = (kinds: readonly NorwegianIdKind[], message: ValidationMessageKey) => (options: NorwegianIdOptions) =>
  z.string().transform((value, ctx) => (isOfKind(value, options, kinds) ? value.replace(/\s/g, '') : invalid(ctx, message)));

/** The kinds the Folkeregister issues; H-numbers are health services' internal stand-ins. */
const nationalIdKinds: readonly NorwegianIdKind[] = ['birthNumber', 'dNumber'];

/** A birth number (fødselsnummer), output as its 11 digits. */
export const norwegianBirthNumberSchema = identitySchema(['birthNumber'], 'invalidSocialSecurityNumber');
/** A D-number, output as its 11 digits. */
export const norwegianDNumberSchema = identitySchema(['dNumber'], 'invalidDnr');
/** A national identity number (birth number or D-number), output as its 11 digits. */
export const norwegianNationalIdSchema = identitySchema(nationalIdKinds, 'invalidNorwegianNationalId');

/** The national identity number check outside zod: its message key, or null when valid. */
export const norwegianNationalIdError = (value: string, options: NorwegianIdOptions): ValidationMessageKey | null =>
  isOfKind(value, options, nationalIdKinds) ? null : 'invalidNorwegianNationalId';
