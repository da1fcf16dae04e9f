import { z } from 'zod';
import { invalid } from './issue';
import { isLuhnValid } from './luhn';
import { weightedMod11 } from './mod11';

/**
 * Norwegian organisation number (Brønnøysundregistrene): 9 digits; the weighted sum of the first eight
 * (weights 3,2,7,6,5,4,3,2) modulo 11 gives the control digit 11 - remainder, 0 for remainder 0, and no
 * valid number for remainder 1. Spaces between the groups are allowed.
 */
export const isNorwegianOrganisationNumber = (value: string): boolean => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const remainder = weightedMod11(digits, [3, 2, 7, 6, 5, 4, 3, 2]);
  return remainder !== 1 && (11 - remainder) % 11 === Number(digits[8]);
};

/**
 * Swedish organisation number (Skatteverket, Bolagsverket): ten digits with a Luhn check digit, the third
 * at least 2 so it cannot be a personnummer. Taken with a hyphen, spaces, the `16` prefix of the
 * twelve-digit form or this product's `SE` prefix. Returns the ten digits, or null.
 */
export const normaliseSwedishOrganisationNumber = (value: string): string | null => {
  const digits = value.trim().replace(/^SE/i, '').replace(/[\s-]/g, '').replace(/^16(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) && Number(digits[2]) >= 2 && isLuhnValid(digits) ? digits : null;
};

/** A company is Swedish when its stored organisation number starts with SE ("SE5560160680"; seed section 5). */
export const isSwedishOrganisationNumber = (organisationNumber: string): boolean => /^SE/i.test(organisationNumber.trim());

const storedNorwegian = (value: string) => (isNorwegianOrganisationNumber(value) ? value.replace(/\s/g, '') : null);
const storedSwedish = (value: string) => {
  const digits = normaliseSwedishOrganisationNumber(value);
  return digits === null ? null : `SE${digits}`;
};

/** Output as the 9 digits. */
export const ZNorwegianOrganisationNumberSchema = z
  .string()
  .transform((value, ctx) => storedNorwegian(value) ?? invalid(ctx, 'invalidOrganisationNumber'));

/** Output in this product's stored form, "SE" and the ten digits; the prefix is optional on input. */
export const ZSwedishOrganisationNumberSchema = z
  .string()
  .transform((value, ctx) => storedSwedish(value) ?? invalid(ctx, 'invalidSwedishOrganisationNumber'));

/** A company's organisation number, output in its stored form: Swedish when it starts with SE, else Norwegian. */
export const ZOrganisationNumberSchema = z
  .string()
  .transform((value, ctx) =>
    isSwedishOrganisationNumber(value)
      ? (storedSwedish(value) ?? invalid(ctx, 'invalidSwedishOrganisationNumber'))
      : (storedNorwegian(value) ?? invalid(ctx, 'invalidOrganisationNumber')),
  );

/**
 * An organisation number as this product stores it (9 digits, or `SE` and 10), checked for its form only: for
 * calls that name a company kept here or in the public register, where the lookup decides whether it exists.
 */
export const ZStoredOrganisationNumberSchema = z.string().trim().regex(/^(\d{9}|SE\d{10})$/, 'invalidValue');
