import { z } from 'zod';
import { invalid } from './issue';

/**
 * A text of at most `maxLength` characters (`maxStringLength` carries `maxLength`), trimmed. With `required`, blank
 * (whitespace alone) is refused as `required`.
 */
export const textSchema = (maxLength: number, { required = false }: { required?: boolean } = {}) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (required && value === '') invalid(ctx, 'required');
      else if ([...value].length > maxLength) invalid(ctx, 'maxStringLength', { maxLength });
    });
