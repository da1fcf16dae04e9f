import type { ShareholderFieldError } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { errorBody } from './error-handler';

type Outcome = { result: 'success' } | { result: 'validationError'; validationError: ShareholderFieldError };

/** The seed's answer to a one-field save: `success`, or 400 with the field's `validationError` code. */
export const fieldUpdateResponse = (c: Context<AppEnv>, outcome: Outcome, fieldName: string) =>
  outcome.result === 'success'
    ? c.json({ success: true })
    : c.json({ ...errorBody(c, 'validationError', { field: fieldName }), validationError: outcome.validationError }, 400);
