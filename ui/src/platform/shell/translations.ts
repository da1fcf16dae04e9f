import type { Language } from '@andel/domain/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadTexts } from './i18n';

/** How often an open page asks whether the translation admin changed a text (an unchanged version answers 304). */
const refetchMs = 60_000;

/**
 * The texts of the language shown: loaded with the page, asked for again when the window gets focus and every
 * minute, and put to use at once, so a label the translation admin changed shows without a new build or restart.
 */
export const translationsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['translations', language],
    queryFn: ({ signal }) => loadTexts(language, signal),
    staleTime: 0,
    refetchInterval: refetchMs,
    refetchOnWindowFocus: true,
    retry: true,
    // Switching language keeps the page (in the language before) until the new texts are here.
    placeholderData: keepPreviousData,
  });

/** The texts of the language shown, kept current; `undefined` until they first arrive. */
export const useTranslations = () => {
  useTranslation();
  return useQuery(translationsQuery(currentLanguage())).data;
};
