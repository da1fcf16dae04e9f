import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { redirectToLogin } from './routing';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Client errors are not retried; a query that finds the session gone sends the user to sign in. */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'auth.notAuthenticated') redirectToLogin();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
