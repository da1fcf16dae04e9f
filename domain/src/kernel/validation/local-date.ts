import { z } from 'zod';
import { isLocalDate } from './calendar-date';
import { invalid } from './issue';

export type LocalDateBounds = { minDate?: string; maxDate?: string };

/**
 * The dates any field takes unless it says otherwise: births, decisions, lock-ups and register dates of companies
 * that exist. Outside it a date is a typing error (0000-01-01, 20255-01-01), and the database need not store it.
 */
export const saneDateRange = { minDate: '1900-01-01', maxDate: '2199-12-31' } as const;

/**
 * A date as YYYY-MM-DD (`localdate-field.invalid-date`), bounded: `dateTooEarly` carries `minDate`, `dateTooLate`
 * carries `maxDate`. Bounds are YYYY-MM-DD too, so they compare as strings; they default to `saneDateRange`.
 */
export const localDateSchema = ({ minDate = saneDateRange.minDate, maxDate = saneDateRange.maxDate }: LocalDateBounds = {}) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!isLocalDate(value)) invalid(ctx, 'localdate-field.invalid-date');
      else if (value < minDate) invalid(ctx, 'dateTooEarly', { minDate });
      else if (value > maxDate) invalid(ctx, 'dateTooLate', { maxDate });
    });

export const ZLocalDateSchema = localDateSchema();

/** True when a YYYY-MM-DD date lies in `saneDateRange`. */
export const isSaneLocalDate = (value: string): boolean => isLocalDate(value) && value >= saneDateRange.minDate && value <= saneDateRange.maxDate;

/** Today as YYYY-MM-DD (UTC, the day the register's dates are counted in). */
export const todayLocalDate = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A date in the sane range and not after today (`dateTooLate` with today as `maxDate`), checked when parsed. */
export const ZLocalDateUpToTodaySchema = ZLocalDateSchema.superRefine((value, ctx) => {
  const today = todayLocalDate();
  if (isLocalDate(value) && value > today) invalid(ctx, 'dateTooLate', { maxDate: today });
});
