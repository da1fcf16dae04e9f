import { defaultLanguage, languages, type InterfaceLanguages, type Language } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api';
import { applyLanguage, currentLanguage } from './i18n';

/**
 * The interface languages this host offers (`GET /interface-languages`: Swedish is hidden on the main production
 * host). Until it answers, all three; a language the host does not offer gives way to Norwegian.
 */
export const useInterfaceLanguages = (): readonly Language[] => {
  const { data } = useQuery({
    queryKey: ['interface-languages'],
    queryFn: ({ signal }) => apiFetch<InterfaceLanguages>('/interface-languages', { signal }),
    staleTime: Infinity,
  });
  const offered = data?.languages ?? languages;
  const current = currentLanguage();
  useEffect(() => {
    if (!offered.includes(current)) void applyLanguage(defaultLanguage);
  }, [offered, current]);
  return offered;
};
