import { catalogueWith, languages, type TranslationOverridesView } from '@andel/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { i18n } from './i18n';

export const translationOverridesQueryKey = ['translations', 'overrides'] as const;

/** How often an open page asks whether the translation admin changed a text (an unchanged version answers 304). */
const refetchMs = 60_000;

let appliedVersion = 0;

/** Puts the catalogue with these overrides into the apps' i18next instance; components re-render on the store's `added`. */
const applyOverrides = ({ version, overrides }: TranslationOverridesView) => {
  if (version === appliedVersion) return;
  appliedVersion = version;
  const texts = catalogueWith(overrides);
  for (const language of languages) i18n.addResourceBundle(language, 'translation', texts[language], true, true);
};

/**
 * The translation admin's overrides over the catalogue the app ships: loaded with the page, asked for again when the
 * window gets focus and every minute, and put to use at once, so a changed label shows without a new build or restart.
 */
export const translationOverridesQuery = queryOptions({
  queryKey: translationOverridesQueryKey,
  queryFn: async ({ signal }) => {
    const view = await apiFetch<TranslationOverridesView>('/translations', { signal });
    applyOverrides(view);
    return view;
  },
  staleTime: 0,
  refetchInterval: refetchMs,
  refetchOnWindowFocus: true,
});

/** Keeps the overrides current while the app is open. */
export const TranslationOverrides = () => {
  useQuery(translationOverridesQuery);
  return null;
};
