import { ApiError } from './api';
import { i18n } from './i18n';

/** The message key to show for a failed call: the error code when it is a message, else a general one. */
export const errorMessageKey = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'general-error';
  if (i18n.exists(error.code)) return error.code;
  if (error.status === 403) return 'general-missing-access';
  if (error.status === 404) return 'notFound';
  return 'general-error';
};

/** Field errors (message keys) of a failed call, empty unless it was a validation failure. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fieldErrors : {});

/** Server and network failures are worth another try; refusals (4xx) are not. */
export const isRetryable = (error: unknown): boolean => !(error instanceof ApiError) || error.status >= 500;
