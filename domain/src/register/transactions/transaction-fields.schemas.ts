import { z } from 'zod';

/** A whole number of shares, zero or more, as digits or a JSON integer; a bigint after parsing. */
export const ZShareCountSchema = z
  .union([z.string().trim().regex(/^\d+$/, 'number-field.not-a-number'), z.number().int('number-field.not-a-number').nonnegative('number-field.not-positive-or-zero')])
  .transform((value) => BigInt(value));

/** A whole number above zero (split ratios, share numbers). */
export const ZPositiveCountSchema = ZShareCountSchema.refine((value) => value > 0n, 'number-field.not-positive');

/** A decimal string of at most `decimals` decimals, zero or more; a decimal comma is read as a point. */
export const decimalField = (decimals: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().replace(',', '.'))
    .refine((value) => value !== '', 'required')
    .refine((value) => new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(value), 'number-field.not-positive-or-zero');

/** Nominal values: 4 decimals (seed section 9). */
export const ZNominalValueSchema = decimalField(4);
/** Prices and amounts. */
export const ZMoneySchema = decimalField(6);
export const ZCurrencySchema = z.string().trim().regex(/^[A-Z]{3}$/, 'invalidValue').default('NOK');

/** A date and time; a bare date means 12:00, the seed's default time. */
export const ZTransactionDateSchema = z
  .string()
  .trim()
  .transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value))
  .pipe(z.iso.datetime({ offset: true, message: 'localdate-field.invalid-date' }));

/** Share numbers as the seed's "1-100, 201-250" text, or as from/to intervals (inclusive). */
export const ZShareNumbersSchema = z.union([
  z.string().max(10_000),
  z.array(z.object({ from: ZPositiveCountSchema, to: ZPositiveCountSchema })).max(10_000),
]);
export type TShareNumbers = z.infer<typeof ZShareNumbersSchema>;

/** What every transaction body carries. */
export const transactionBase = { organizationnumber: z.string().min(1, 'required'), transactionDate: ZTransactionDateSchema };
