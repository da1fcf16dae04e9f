import { z } from 'zod';
import { invalid, type ValidationMessageKey } from './issue';

const address = z.email();

/** An address is at most as long as every email column (RFC 5321 allows 254; the columns hold 320). */
export const emailMaxLength = 320;

export const isEmail = (value: string): boolean => address.safeParse(value).success;

/**
 * An email address, trimmed and lower-cased. Blank passes (seed: "blank passes the basic check");
 * pipe from `ZRequiredSchema` where the address is required.
 */
export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (value.length > emailMaxLength) invalid(ctx, 'maxStringLength', { maxLength: emailMaxLength });
    else if (value !== '' && !isEmail(value)) invalid(ctx, 'email-field.invalid-email' satisfies ValidationMessageKey);
  });
