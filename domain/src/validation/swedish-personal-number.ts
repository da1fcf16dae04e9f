import { isCalendarDate, luhnValid } from './mod11';

export type SwedishPersonalNumber = { canonical: string; coordinationNumber: boolean; birthDate: string };

/**
 * Swedish personnummer and samordningsnummer (day + 60), in 10 digits (YYMMDD-NNNC, `+` for people of
 * 100 or more) or 12 (YYYYMMDDNNNC), with a Luhn check digit over the 10-digit form (Skatteverket).
 * `today` decides the century of the short form.
 */
export const parseSwedishPersonalNumber = (value: string, today = new Date()): SwedishPersonalNumber | null => {
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(value.trim().replace(/\s/g, ''));
  if (!match) return null;
  const [, centuryDigits, datePart, separator, serial] = match as unknown as [string, string | undefined, string, string, string];
  if (!luhnValid(datePart + serial)) return null;
  const yy = Number(datePart.slice(0, 2));
  const month = Number(datePart.slice(2, 4));
  let day = Number(datePart.slice(4, 6));
  const coordinationNumber = day > 60;
  if (coordinationNumber) day -= 60;
  let year: number;
  if (centuryDigits) {
    if (separator === '+') return null;
    year = Number(centuryDigits) * 100 + yy;
  } else {
    const currentYear = today.getUTCFullYear();
    year = currentYear - ((currentYear - yy) % 100 + 100) % 100;
    if (separator === '+') year -= 100;
  }
  if (!isCalendarDate(year, month, day)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { canonical: `${year}${datePart.slice(2)}${serial}`, coordinationNumber, birthDate: `${year}-${pad(month)}-${pad(day)}` };
};
