import type { FormIssue } from '@andel/domain/shared';

/** A field's message key and its parameters, as the server's validation answer or the shared check give it. */
export type FieldError = { message: string; args?: Record<string, string | number> };
export type FieldErrors = Record<string, FieldError>;

export const fieldErrorsOfIssues = (issues: readonly FormIssue[]): FieldErrors =>
  Object.fromEntries([...issues].reverse().map(({ path, message, params }) => [path.join('.'), { message, args: params }]));

/** The server's `errors` (a key, or `{ message, args }`) in the same shape. */
export const fieldErrorsOfAnswer = (errors: Record<string, unknown>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, typeof value === 'string' ? { message: value } : (value as FieldError)]));
