import { isCalendarDate, weightedMod11 } from './mod11';

export type NorwegianIdKind = 'birthNumber' | 'dNumber' | 'hNumber';
export type NorwegianIdOptions = { allowSyntheticTestNumbers: boolean };
export type NorwegianId = { kind: NorwegianIdKind; synthetic: boolean; birthDate: string };

const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1];
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1];

/**
 * Control digits. The first: the weighted sum including the digit itself modulo 11 must be 0 under the
 * rules before 2032; numbers issued from 2032 may leave 0, 1, 2 or 3 (Skatteetaten's new rule), so both
 * are accepted. The second stays the strict modulo-11 check.
 */
const controlDigitsValid = (digits: string) =>
  [0, 1, 2, 3].includes(weightedMod11(digits, firstWeights)) && weightedMod11(digits, secondWeights) === 0;

/** The century from the individual number (Skatteetaten's allocation table). */
const centuryOf = (twoDigitYear: number, individual: number): number | null => {
  if (individual <= 499) return 1900;
  if (individual <= 749 && twoDigitYear >= 54) return 1800;
  if (twoDigitYear <= 39) return 2000;
  if (individual >= 900) return 1900;
  return null;
};

/**
 * Reads an 11-digit Norwegian national identity number: birth number, D-number (day + 40), H-number
 * (month + 40), and Tenor's synthetic test numbers (month + 80, accepted only in a test deployment).
 */
export const parseNorwegianNationalId = (value: string, { allowSyntheticTestNumbers }: NorwegianIdOptions): NorwegianId | null => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits) || !controlDigitsValid(digits)) return null;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const twoDigitYear = Number(digits.slice(4, 6));
  let kind: NorwegianIdKind = 'birthNumber';
  let synthetic = false;
  if (day > 40) {
    kind = 'dNumber';
    day -= 40;
  }
  if (month > 80) {
    if (!allowSyntheticTestNumbers) return null;
    synthetic = true;
    month -= 80;
  } else if (month > 40) {
    if (kind === 'dNumber') return null;
    kind = 'hNumber';
    month -= 40;
  }
  const century = centuryOf(twoDigitYear, Number(digits.slice(6, 9)));
  if (century === null || !isCalendarDate(century + twoDigitYear, month, day)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind, synthetic, birthDate: `${century + twoDigitYear}-${pad(month)}-${pad(day)}` };
};

/** The seed's message key for an invalid number: D-numbers have their own. */
export const norwegianNationalIdError = (value: string, options: NorwegianIdOptions): string | null => {
  if (parseNorwegianNationalId(value, options)) return null;
  const digits = value.replace(/\s/g, '');
  if (/^\d{11}$/.test(digits) && Number(digits.slice(0, 2)) > 40) return 'invalidDnr';
  return /^\d{11}$/.test(digits) ? 'invalidSocialSecurityNumber' : 'invalidNorwegianNationalId';
};
