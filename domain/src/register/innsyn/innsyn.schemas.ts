import { z } from 'zod';
import { ZEmailSchema } from '../../kernel/validation/email';

/** The anonymous request form: who asks, where the copy goes, and an optional note. */
export const ZInnsynRequestSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'text-too-long'),
  email: ZEmailSchema,
  message: z.string().trim().max(2000, 'text-too-long').optional(),
});
export type TInnsynRequest = z.infer<typeof ZInnsynRequestSchema>;

export const ZInnsynParamSchema = z.object({ orgNo: z.string(), id: z.uuid() });
