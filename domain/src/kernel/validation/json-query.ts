import { z } from 'zod';

/** A query parameter holding JSON (react-admin's `filter`, `sort`, `range`); malformed JSON is a validation error. */
export const jsonQuery = <T extends z.ZodType>(fallback: string, schema: T) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalidValue' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** react-admin's `range=[from,to]`, at most 1,000 rows a page. */
export const ZRangeQuerySchema = jsonQuery('[0,24]', z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([from, to]) => to >= from && to - from < 1000));

/** A `range` that may be left out: absent is the whole list (undefined), not its first page. */
export const ZOptionalRangeQuerySchema = z.union([z.undefined(), ZRangeQuerySchema]);
