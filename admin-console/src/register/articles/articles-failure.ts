import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '@andel/ui/shell';

/** A refused articles call as a notice: its key, with a language parameter ("en") named in the reader's words ("English"). */
export const articlesFailure = (failure: unknown, t: TFunction) => {
  const params = failure instanceof ApiError ? { ...failure.params } : {};
  if (typeof params.language === 'string') params.language = t(`articles.language.${params.language}`);
  return { messageKey: errorMessageKey(failure), params, severity: 'error' as const };
};
