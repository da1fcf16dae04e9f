import { z } from 'zod';
import { isLocalDate } from './calendar-date';
import { invalid } from './issue';

export type LocalDateBounds = { minDate?: string; maxDate?: string };

/**
 * A date as YYYY-MM-DD (`localdate-field.invalid-date`), optionally bounded: `dateTooEarly` carries
 * `minDate`, `dateTooLate` carries `maxDate`. Bounds are YYYY-MM-DD too, so they compare as strings.
 */
export const localDateSchema = ({ minDate, maxDate }: LocalDateBounds = {}) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!isLocalDate(value)) invalid(ctx, 'localdate-field.invalid-date');
      else if (minDate !== undefined && value < minDate) invalid(ctx, 'dateTooEarly', { minDate });
      else if (maxDate !== undefined && value > maxDate) invalid(ctx, 'dateTooLate', { maxDate });
    });

export const ZLocalDateSchema = localDateSchema();
