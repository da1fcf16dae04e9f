import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from './api';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { portfolioHomePath } from './routing';
import { useLoggedOnUser } from './useLoggedOnUser';

type RequireUserProps = {
  children: ReactNode;
  /**
   * Shown instead of the page until the user has accepted the terms; without it the browser goes to the portfolio,
   * which shows it and then comes back here.
   */
  termsGate?: ReactNode;
};

/** Renders its page for a signed-in user who has accepted the terms. Without a session the user is sent to sign in. */
export const RequireUser = ({ children, termsGate }: RequireUserProps) => {
  const { data: user, error, refetch } = useLoggedOnUser();
  const mustLeave = user !== undefined && !user.acceptedTerms && termsGate === undefined;

  useEffect(() => {
    if (mustLeave) window.location.assign(`${portfolioHomePath}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }, [mustLeave]);

  if (error && !(error instanceof ApiError && error.code === 'auth.notAuthenticated'))
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Box>
    );
  if (!user || mustLeave) return <LoadingState />;
  if (!user.acceptedTerms) return termsGate;
  return children;
};
