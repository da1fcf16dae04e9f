import type { CompanySummary } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

/** The company the page is about; 403 when the user has no access to it, 404 when it does not exist. */
export const useCompany = (orgNo: string) =>
  useQuery({
    queryKey: ['company', orgNo],
    queryFn: ({ signal }) => apiFetch<CompanySummary>(`/company/${encodeURIComponent(orgNo)}`, { signal }),
    staleTime: 5 * 60_000,
  });
