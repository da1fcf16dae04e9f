import { z } from 'zod';
import { decimalSchema } from '../../kernel/validation/bounded-decimal';
import { ZPositiveCountSchema } from '../../kernel/validation/share-count';
import { invalid } from '../../kernel/validation/issue';
import { isLocalDate } from '../../kernel/validation/calendar-date';
import { saneDateRange } from '../../kernel/validation/local-date';
import { instantOfDate } from '../../kernel/format/date';

export { ZPositiveCountSchema, ZShareCountSchema } from '../../kernel/validation/share-count';

/** Nominal values: 4 decimals (seed section 9), within the register head's numeric(24, 4). */
export const ZNominalValueSchema = decimalSchema({ precision: 24, scale: 4 });
/**
 * Prices and amounts per share, and amounts: 6 decimals, at most 14 digits before the point (under 100 000
 * billion). They live in the entry's payload, not in a numeric column; the bound keeps every product the
 * documents and cost prices compute (count × price) exact and printable.
 */
export const ZMoneySchema = decimalSchema({ precision: 20, scale: 6 });
export const ZCurrencySchema = z.string().trim().regex(/^[A-Z]{3}$/, 'invalidValue').default('NOK');

/** How far ahead a transaction may be dated: it is recorded at once and takes effect on its date (docs/decisions/register/transactions.md). */
export const futureHorizonYears = 1;

/** The last day a transaction may be dated today: the same day `futureHorizonYears` ahead (UTC). */
export const latestTransactionDay = (now = new Date()): string => {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + futureHorizonYears);
  return latest.toISOString().slice(0, 10);
};

/**
 * A date and time; a bare date means 12:00 in Norway's time (`instantOfDate`), the seed's default time as the form
 * sends it untouched, so the API and the form name the same instant. From 1900-01-01 (`dateTooEarly`) to
 * `futureHorizonYears` ahead (`dateTooLate`), so 0000-01-01 or 3026-01-01 are refused instead of recorded.
 */
export const ZTransactionDateSchema = z
  .string()
  .trim()
  .transform((value) => (isLocalDate(value) ? instantOfDate(value) : value))
  .pipe(z.iso.datetime({ offset: true, message: 'localdate-field.invalid-date' }))
  .superRefine((value, ctx) => {
    const day = new Date(value).toISOString().slice(0, 10);
    const maxDate = latestTransactionDay();
    if (day < saneDateRange.minDate) invalid(ctx, 'dateTooEarly', { minDate: saneDateRange.minDate });
    else if (day > maxDate) invalid(ctx, 'dateTooLate', { maxDate });
  });

/** Share numbers as the seed's "1-100, 201-250" text, or as from/to intervals (inclusive). */
export const ZShareNumbersSchema = z.union([
  z.string().max(10_000),
  z.array(z.object({ from: ZPositiveCountSchema, to: ZPositiveCountSchema })).max(10_000),
]);
export type TShareNumbers = z.infer<typeof ZShareNumbersSchema>;

/** What every transaction body carries. */
export const transactionBase = { organizationnumber: z.string().min(1, 'required'), transactionDate: ZTransactionDateSchema };
