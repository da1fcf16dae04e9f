import { z } from 'zod';
import type { validationMessages } from './validation.messages';

/** A validation failure's message is one of these keys, so the catalogue always has a text for it. */
export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export type ValidationParams = Record<string, string | number>;

/**
 * Adds a failure to a zod refinement or transform; `params` reach the client as the message's
 * interpolation values. Returns `z.NEVER`, so a transform can `return invalid(ctx, key)`.
 */
export const invalid = (ctx: z.RefinementCtx, message: ValidationMessageKey, params?: ValidationParams): never => {
  ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
  return z.NEVER;
};
