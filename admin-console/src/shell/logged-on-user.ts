import type { AccessType, Country, Currency, Language } from '@andel/domain/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';
import { applyLanguage, currentLanguage } from './i18n';

/** A company the user holds an access to, as the company switcher lists it. */
export type UserCompany = {
  organisationNumber: string;
  name: string;
  accessType: AccessType;
  shareholderId: string | null;
  customRoleId: string | null;
  country: Country;
  currency: Currency;
};

/** `GET /api/auth/getloggedonuser`. */
export type LoggedOnUser = {
  id: string;
  name: string;
  initials: string;
  email: string;
  emailVerified: boolean;
  language: Language;
  acceptedTerms: boolean;
  twoFactorEnabled: boolean;
  isSuperAdmin: boolean;
  companies: UserCompany[];
};

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
