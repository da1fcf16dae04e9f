import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { loggedOnUserQuery, loggedOnUserQueryKey, safeRedirect, useGoTo } from '@andel/ui/shell';
import { landingPath } from './landing-path';

/** After a successful sign-in: load the user (and their language), then go to `redirect` or the landing page. */
export const useFinishSignIn = () => {
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  return useCallback(async () => {
    queryClient.removeQueries({ queryKey: loggedOnUserQueryKey });
    const user = await queryClient.fetchQuery(loggedOnUserQuery);
    goTo(redirect ?? landingPath(user), { replace: true });
  }, [goTo, queryClient, redirect]);
};
