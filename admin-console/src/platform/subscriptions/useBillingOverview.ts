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
  /** The seeds' bands; `price` null: contact the provider. */
  priceBands: { from: number; upTo: number | null; price: string | null }[];
  /** `price` null: contact the provider. */
  offers: { subscriptionType: ChoosableSubscriptionType; price: string | null }[];
};

export const billingQueryKey = (orgNo: string) => ['company', orgNo, 'billing'];

export const useBillingOverview = (orgNo: string) =>
  useQuery({
    queryKey: billingQueryKey(orgNo),
    queryFn: ({ signal }) => apiFetch<BillingOverview>(`/company-settings/${encodeURIComponent(orgNo)}/billing`, { signal }),
  });
