import type { Language, LoggedOnUser } from '@andel/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api';
import { errorMessageKey } from './errors';
import { applyLanguage } from './i18n';
import { loggedOnUserQueryKey } from './logged-on-user';
import { useNotify } from './useNotify';

/** Saves the signed-in user's language, then shows the interface in it. */
export const useChangeLanguage = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (language: Language) => {
      await apiFetch(`/user/language/${language}`, { method: 'PUT' });
      await applyLanguage(language);
    },
    onSuccess: (_result, language) =>
      queryClient.setQueryData<LoggedOnUser>(loggedOnUserQueryKey, (user) => (user ? { ...user, language } : user)),
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
};
