import countries from 'i18n-iso-countries';
import { isCountryCode } from '../../kernel/validation/country-code';

/**
 * The extract's `Landkode`, alpha-3 (NOR) or alpha-2 (NO), as the register keeps countries: alpha-2. Blank is
 * null (no country given); an unknown code is undefined (the row is refused).
 */
export const countryFromPublicRegister = (text: string): string | null | undefined => {
  const code = text.trim().toUpperCase();
  if (code === '') return null;
  if (code.length === 2) return isCountryCode(code) ? code : undefined;
  if (code.length === 3) return countries.alpha3ToAlpha2(code) ?? undefined;
  return undefined;
};
