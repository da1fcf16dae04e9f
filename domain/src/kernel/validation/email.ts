import { z } from 'zod';
import type { ValidationMessageKey } from './issue';

const address = z.email();

export const isEmail = (value: string): boolean => address.safeParse(value).success;

/**
 * An email address, trimmed and lower-cased. Blank passes (seed: "blank passes the basic check");
 * pipe from `ZRequiredSchema` where the address is required.
 */
export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || isEmail(value), 'email-field.invalid-email' satisfies ValidationMessageKey);
