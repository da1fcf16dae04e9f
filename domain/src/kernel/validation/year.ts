import { z } from 'zod';
import type { ValidationMessageKey } from './issue';

export const ZYearSchema = z.string().trim().regex(/^\d{4}$/, 'year-field.invalid-year' satisfies ValidationMessageKey);
