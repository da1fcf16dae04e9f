import { z } from 'zod';
import { fitsDecimal, maxDecimalOf } from '../../kernel/validation/bounded-decimal';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { ZPositiveCountSchema } from '../../kernel/validation/share-count';
import { nameSchema, textSchema } from '../../kernel/validation/text';
import { ZYearSchema } from '../../kernel/validation/year';

// The field types resolutions share. Amounts are decimal strings (never floats), share counts and ratios integers.

const amountBounds = { precision: 20, scale: 6 };

/**
 * An amount above zero that fits the register's money columns (numeric(20, 6)), a decimal comma read as a point:
 * zero or less is `number-field.not-positive`, more than 6 decimals or not a number `number-field.not-a-number`.
 */
export const positiveAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .superRefine((value, ctx) => {
    const fail = (message: string, params?: Record<string, string>) => ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
    if (value === '') fail('required');
    else if (!/^-?\d+(\.\d+)?$/.test(value)) fail('number-field.not-a-number');
    else if (value.startsWith('-') || /^0+(\.0+)?$/.test(value)) fail('number-field.not-positive');
    else if (!/^\d+(\.\d{1,6})?$/.test(value)) fail('number-field.not-a-number');
    else if (!fitsDecimal(value, amountBounds)) fail('number-field.too-large', { max: maxDecimalOf(amountBounds) });
  });

/** A whole number above zero, kept as its digits (a split's ratio, a number of shares). */
export const positiveCount = ZPositiveCountSchema.transform((value) => value.toString());

export const date = ZLocalDateSchema;
export const year = ZYearSchema;
export const personName = nameSchema(200);
export const shortText = textSchema(500, { required: true, singleLine: true });
/** An organisation number as written (a foreign auditor's too). */
export const organisationNumberField = textSchema(30, { required: true, singleLine: true });
export const longText = textSchema(5000, { required: true });

/** People and the role each is elected to (board, nomination committee). */
export const people = <R extends readonly [string, ...string[]]>(roles: R) =>
  z.array(z.object({ name: personName, role: z.enum(roles) })).min(1, 'required').max(50);

/** `first` must not come after `second` (a payment after its record date, an authorisation that ends after it starts). */
export const notBefore = <T extends Record<string, unknown>>(earlier: keyof T & string, later: keyof T & string, message: string) => (value: T, ctx: z.RefinementCtx) => {
  const first = value[earlier];
  const second = value[later];
  if (typeof first === 'string' && typeof second === 'string' && second < first) ctx.addIssue({ code: 'custom', message, path: [later] });
};
