import { luhnValid, weightedMod11 } from './mod11';

/** Norwegian organisation number: 9 digits, weights 3,2,7,6,5,4,3,2, modulo 11 (Brønnøysund). */
export const isNorwegianOrganisationNumber = (value: string): boolean => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const remainder = weightedMod11(digits, [3, 2, 7, 6, 5, 4, 3, 2]);
  const control = remainder === 0 ? 0 : 11 - remainder;
  return control !== 10 && control === Number(digits[8]);
};

/**
 * Swedish organisation number (Bolagsverket): ten digits with a Luhn check digit, the third digit at
 * least 2 for a legal person; accepted with a hyphen, the `16` prefix or this product's `SE` prefix.
 * Returns the ten digits, or null.
 */
export const normaliseSwedishOrganisationNumber = (value: string): string | null => {
  let digits = value.replace(/^SE/i, '').replace(/[\s-]/g, '');
  if (/^16\d{10}$/.test(digits)) digits = digits.slice(2);
  return /^\d{10}$/.test(digits) && Number(digits[2]) >= 2 && luhnValid(digits) ? digits : null;
};
