import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shell';

export type AuthStatus = { authenticated: boolean; otpPending: boolean };

/** Whether this browser is signed in, or half-way (waiting for the two-step code). */
export const authStatusQuery = queryOptions({
  queryKey: ['auth', 'status'],
  queryFn: ({ signal }) => apiFetch<AuthStatus>('/auth/status', { signal }),
  staleTime: 0,
});
