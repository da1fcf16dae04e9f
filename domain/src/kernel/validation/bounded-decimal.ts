import { z } from 'zod';
import { invalid } from './issue';

/** A PostgreSQL `numeric(precision, scale)`: at most `precision - scale` digits before the point and `scale` after. */
export type DecimalBounds = { precision: number; scale: number };

/** The largest value a `numeric(precision, scale)` holds, as a decimal string (numeric(6, 2): "9999.99"). */
export const maxDecimalOf = ({ precision, scale }: DecimalBounds): string => `${'9'.repeat(precision - scale)}${scale > 0 ? `.${'9'.repeat(scale)}` : ''}`;

/** True when a plain non-negative decimal string fits the column. */
export const fitsDecimal = (value: string, { precision, scale }: DecimalBounds): boolean => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return false;
  return match[1]!.replace(/^0+(?=\d)/, '').length <= precision - scale && (match[2] ?? '').length <= scale;
};

/**
 * A decimal string, zero or more, that fits `numeric(precision, scale)`: a decimal comma is read as a point,
 * more decimals than `scale` is `number-field.not-positive-or-zero` (as before), more digits than the column holds
 * `number-field.too-large` with `max`. Comes back as the trimmed string, never a float.
 */
export const decimalSchema = (bounds: DecimalBounds) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().replace(',', '.'))
    .superRefine((value, ctx) => {
      if (value === '') invalid(ctx, 'required');
      else if (!new RegExp(`^\\d+(\\.\\d{1,${bounds.scale}})?$`).test(value)) invalid(ctx, 'number-field.not-positive-or-zero');
      else if (!fitsDecimal(value, bounds)) invalid(ctx, 'number-field.too-large', { max: maxDecimalOf(bounds) });
    });
