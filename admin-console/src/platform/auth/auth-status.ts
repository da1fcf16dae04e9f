import type { AuthStatus } from '@andel/domain/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

/** Whether this browser is signed in, or half-way (waiting for the two-step code). */
export const authStatusQuery = queryOptions({
  queryKey: ['auth', 'status'],
  queryFn: ({ signal }) => apiFetch<AuthStatus>('/auth/status', { signal }),
  staleTime: 0,
});
