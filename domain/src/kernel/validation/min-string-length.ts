import { z } from 'zod';
import { invalid } from './issue';

/** At least `minLength` characters after trimming; `minStringLength` carries `minLength`. */
export const minStringLengthSchema = (minLength: number) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if ([...value].length < minLength) invalid(ctx, 'minStringLength', { minLength });
    });
