import type { LoggedOnUser } from '@andel/domain/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';
import { applyLanguage, currentLanguage } from './i18n';

export const loggedOnUserQueryKey = ['auth', 'loggedOnUser'] as const;

/** The signed-in user; loading it also switches the interface to the user's language. */
export const loggedOnUserQuery = queryOptions({
  queryKey: loggedOnUserQueryKey,
  queryFn: async ({ signal }) => {
    const user = await apiFetch<LoggedOnUser>('/auth/getloggedonuser', { signal });
    if (user.language !== currentLanguage()) await applyLanguage(user.language);
    return user;
  },
  staleTime: 5 * 60_000,
});
