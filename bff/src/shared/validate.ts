import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './error-handler';

/**
 * Parses a request part with a shared zod schema. Failures answer 400 in react-admin's shape:
 * `errors` maps each field to the message key of its first problem.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'root';
      errors[field] ??= issue.message;
    }
    return c.json({ ...errorBody(c as never, 'validationError'), errors }, 400);
  });
