import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { invalid } from './issue';
import { isLuhnValid } from './luhn';

export type SwedishPersonalNumber = { canonical: string; coordinationNumber: boolean; birthDate: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a Swedish personnummer or samordningsnummer (day + 60) as Skatteverket writes them (SKV 704):
 * ten digits YYMMDD-NNNC, where `+` instead of `-` marks someone of 100 or more, or twelve YYYYMMDDNNNC
 * (a `-` allowed). The check digit C is Luhn over the ten-digit form. `today` places the short form's
 * century: the latest year not after this one, or a hundred years before that with `+`.
 * `canonical` is the twelve-digit form.
 */
export const parseSwedishPersonalNumber = (value: string, today = new Date()): SwedishPersonalNumber | null => {
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const [, centuryDigits, datePart = '', separator, serial = ''] = match;
  if (!isLuhnValid(datePart + serial) || (centuryDigits !== undefined && separator === '+')) return null;
  const twoDigitYear = Number(datePart.slice(0, 2));
  const month = Number(datePart.slice(2, 4));
  const dayDigits = Number(datePart.slice(4, 6));
  const coordinationNumber = dayDigits > 60;
  const day = coordinationNumber ? dayDigits - 60 : dayDigits;
  let year: number;
  if (centuryDigits !== undefined) year = Number(centuryDigits) * 100 + twoDigitYear;
  else {
    const thisYear = today.getFullYear();
    year = thisYear - ((thisYear - twoDigitYear) % 100) - (separator === '+' ? 100 : 0);
  }
  if (!isCalendarDate(year, month, day)) return null;
  return { canonical: `${year}${datePart.slice(2)}${serial}`, coordinationNumber, birthDate: `${year}-${pad(month)}-${pad(day)}` };
};

/** The canonical twelve-digit form (YYYYMMDDNNNC), or null when not a valid number. */
export const normaliseSwedishPersonalNumber = (value: string, today = new Date()): string | null =>
  parseSwedishPersonalNumber(value, today)?.canonical ?? null;

/** A personnummer or samordningsnummer, output in its twelve-digit form. */
export const ZSwedishPersonalNumberSchema = z.string().transform((value, ctx) => normaliseSwedishPersonalNumber(value) ?? invalid(ctx, 'invalidSwedishPersonalNumber'));
