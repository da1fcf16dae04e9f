import type { BillingOverview } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';

export const billingQueryKey = (orgNo: string) => ['company', orgNo, 'billing'];

export const useBillingOverview = (orgNo: string) =>
  useQuery({
    queryKey: billingQueryKey(orgNo),
    queryFn: ({ signal }) => apiFetch<BillingOverview>(`/company-settings/${encodeURIComponent(orgNo)}/billing`, { signal }),
  });
