import { ErrorState } from './ErrorState';
import { fieldErrorsOf } from './errors';

/** A failed submit that is not about one field (those show under their fields). */
export const FormError = ({ error }: { error: unknown }) =>
  error && Object.keys(fieldErrorsOf(error)).length === 0 ? <ErrorState error={error} /> : null;
