import { ZOidcCallbackSchema, type OidcSignInAnswer } from '@andel/domain/shared';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, ErrorState, LoadingState, loggedOnUserQuery, loggedOnUserQueryKey, loginPath, safeRedirect, useGoTo } from '@andel/ui/shell';
import { AuthLayout } from '../auth/AuthLayout';
import { landingPath } from '../auth/landing-path';

/**
 * `/login-callback`: where BankID returns the browser. Hands the provider's answer to the server once, then opens the
 * page the sign-in started from (a new user meets the first-login registration screen there).
 */
export const LoginCallbackPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const callback = ZOidcCallbackSchema.safeParse(Object.fromEntries(new URLSearchParams(window.location.search)));
    if (!callback.success) {
      setError(new Error('invalid callback'));
      return;
    }
    apiFetch<OidcSignInAnswer>('/auth/bankid/callback', { method: 'POST', body: callback.data })
      .then(async ({ returnTo }) => {
        queryClient.removeQueries({ queryKey: loggedOnUserQueryKey });
        const user = await queryClient.fetchQuery(loggedOnUserQuery);
        goTo(safeRedirect(returnTo) ?? landingPath(user), { replace: true });
      })
      .catch(setError);
  }, [goTo, queryClient]);

  return (
    <AuthLayout titleKey="oidc.callback.signingIn">
      {error ? (
        <>
          <ErrorState error={error} />
          <Link href={loginPath}>{t('oidc.callback.backToLogin')}</Link>
        </>
      ) : (
        <LoadingState />
      )}
    </AuthLayout>
  );
};
