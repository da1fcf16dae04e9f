import type { SubscribedShares } from '../../documents/subscription-forms/subscriptions-of';
import type { TCapitalIncrease, TSubscriber } from '../../register/capital-increase/capital-increase.schemas';

/** One subscriber's subscription of one class. */
export type SubscribedLine = { subscriber: TSubscriber; sharetypeId: string; numberOfShares: bigint; subscriptionPrice: string | null };

const count = (typed: string | null): bigint => (typed !== null && /^\d+$/.test(typed) ? BigInt(typed) : 0n);

/** What the signed subscription forms say a subscriber subscribed in a class (a form not signed by all its signers: nothing). */
const signedCount = (signed: readonly SubscribedShares[], subscriberId: string, sharetypeId: string): bigint =>
  signed.filter((line) => line.subscriberId === subscriberId && line.sharetypeId === sharetypeId && line.signedAt !== null).reduce((total, line) => total + line.numberOfShares, 0n);

/**
 * What each subscriber subscribed, per class: with subscription forms, what the signed forms say (`signed`); with
 * subscription in the minutes, the decision form's `subscriptions[].numberOfShares`.
 */
export const subscribedShares = (form: TCapitalIncrease, signed: readonly SubscribedShares[] | null = null): SubscribedLine[] => {
  const properties = form.properties;
  if (properties?.type !== 'shareIssue') return [];
  return [...properties.subscribers, ...properties.preferentialIssueSubscribers].flatMap((subscriber) =>
    subscriber.subscriptions.map((subscription) => ({
      subscriber,
      sharetypeId: subscription.sharetypeId,
      numberOfShares: signed ? signedCount(signed, subscriber.subscriberid, subscription.sharetypeId) : count(subscription.numberOfShares),
      subscriptionPrice: subscription.subscriptionPrice,
    })),
  );
};
