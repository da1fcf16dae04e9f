import type { ChoosableSubscriptionType, SubscriptionState, SubscriptionType } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shell';

/** `GET /company-settings/{orgNo}/billing`. */
export type BillingOverview = {
  subscriptionType: SubscriptionType;
  subscriptionState: SubscriptionState;
  currency: string;
  shareholderCount: number;
  priceBand: number;
  priceBands: { from: number; upTo: number | null }[];
  prices: { subscriptionType: ChoosableSubscriptionType; prices: string[] }[];
  offers: { subscriptionType: ChoosableSubscriptionType; yearlyPrice: string }[];
};

export const billingQueryKey = (orgNo: string) => ['company', orgNo, 'billing'];

export const useBillingOverview = (orgNo: string) =>
  useQuery({
    queryKey: billingQueryKey(orgNo),
    queryFn: ({ signal }) => apiFetch<BillingOverview>(`/company-settings/${encodeURIComponent(orgNo)}/billing`, { signal }),
  });
