import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ZodType, core } from 'zod';
import { errorBody } from './error-handler';

/**
 * Parses a request part with a shared zod schema. Failures answer 400 in react-admin's shape:
 * `errors` maps each field to the message key of its first problem, or to `{ message, args }` when the key
 * takes parameters (a date bound, a minimum length). Once a JSON body has passed, Hono's cached copy of its text is
 * let go: the handler reads the parsed value, and a reviewed import grid is tens of megabytes as text.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) {
      if (target === 'json') delete c.req.bodyCache.text;
      return;
    }
    return validationFailed(c as never, result.error.issues);
  });

/** The 400 answer for zod issues: each field with the message key of its first problem. */
export const validationFailed = (c: Context, issues: readonly core.$ZodIssue[]) => {
  const errors: Record<string, string | { message: string; args: Record<string, unknown> }> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'root';
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    errors[field] ??= params ? { message: issue.message, args: params } : issue.message;
  }
  return c.json({ ...errorBody(c as never, 'validationError'), errors }, 400);
};
