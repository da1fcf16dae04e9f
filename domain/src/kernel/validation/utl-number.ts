import { z } from 'zod';
import type { ValidationMessageKey } from './issue';

/** The UTL number: empty or exactly 9 characters (seed section 5). */
export const ZUtlNumberSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || [...value].length === 9, 'invalidUtlNumber' satisfies ValidationMessageKey);
