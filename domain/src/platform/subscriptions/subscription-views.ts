// What the billing calls answer, shared by the domain that builds it and the console that shows it.
import type { Currency, SubscriptionState, SubscriptionType } from '../companies/company-constants';
import type { ChoosableSubscriptionType } from './subscription-plans';

/** `GET /company-settings/{orgNo}/billing` (and what changing the subscription answers): the tier, its state, the seeds' price bands with the company's own, and what each tier would cost it. */
export type BillingOverview = {
  subscriptionType: SubscriptionType;
  subscriptionState: SubscriptionState;
  currency: Currency;
  /** Shareholders holding shares: what the price band counts. */
  shareholderCount: number;
  /** The index of the company's band in `priceBands`. */
  priceBand: number;
  /** The seeds' bands; `upTo` null is the open-ended top band, `price` null: contact the provider. */
  priceBands: readonly { from: number; upTo: number | null; price: string | null }[];
  /** What each tier would cost the company; `price` null: contact the provider. */
  offers: { subscriptionType: ChoosableSubscriptionType; price: string | null }[];
  shareholderPortalEnabled: boolean;
};
