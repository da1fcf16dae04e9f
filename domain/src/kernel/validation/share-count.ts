import { z } from 'zod';
import { invalid } from './issue';

/**
 * The most shares one count may name: 2^53 - 1, the largest integer a JSON number carries exactly (the import
 * refuses past it too). Share counts and numbers are PostgreSQL bigints (2^63 - 1); a count this size leaves the
 * register's highest share number room for a thousand such issues before the ledger refuses (`tooManyShares`).
 */
export const maxShareCount = BigInt(Number.MAX_SAFE_INTEGER);

/** A whole number of shares, zero or more, as digits or a JSON integer, at most `maxShareCount`; a bigint after parsing. */
export const ZShareCountSchema = z
  .union([z.string().trim().regex(/^\d+$/, 'number-field.not-a-number'), z.number().nonnegative('number-field.not-positive-or-zero')])
  .transform((value, ctx) => {
    if (typeof value === 'number' && !Number.isInteger(value)) return invalid(ctx, 'number-field.not-a-number');
    // A JSON number past 2^53 has already lost its digits; as text it is read exactly and refused the same.
    if (typeof value === 'number' && !Number.isSafeInteger(value)) return invalid(ctx, 'number-field.too-large', { max: maxShareCount.toString() });
    const count = BigInt(value);
    if (count > maxShareCount) return invalid(ctx, 'number-field.too-large', { max: maxShareCount.toString() });
    return count;
  });

/** A whole number above zero (split ratios, share numbers). */
export const ZPositiveCountSchema = ZShareCountSchema.refine((value) => value > 0n, 'number-field.not-positive');
