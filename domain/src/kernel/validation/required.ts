import { z } from 'zod';
import type { ValidationMessageKey } from './issue';

/** A value must be given; whitespace alone does not count. Pipe into another rule: `ZRequiredSchema.pipe(ZYearSchema)`. */
export const ZRequiredSchema = z.string().trim().min(1, 'required' satisfies ValidationMessageKey);
