import type { TCapitalIncrease, TSubscriber } from '../../register/capital-increase/capital-increase.schemas';

/** One subscriber's subscription of one class. */
export type SubscribedLine = { subscriber: TSubscriber; sharetypeId: string; numberOfShares: bigint; subscriptionPrice: string | null };

const count = (typed: string | null): bigint => (typed !== null && /^\d+$/.test(typed) ? BigInt(typed) : 0n);

/**
 * What each subscriber subscribed, per class: today the decision form's `subscriptions[].numberOfShares`. The one
 * place the allocation reads subscriptions, so signed subscription forms can take over as the source.
 */
export const subscribedShares = (form: TCapitalIncrease): SubscribedLine[] => {
  const properties = form.properties;
  if (properties?.type !== 'shareIssue') return [];
  return [...properties.subscribers, ...properties.preferentialIssueSubscribers].flatMap((subscriber) =>
    subscriber.subscriptions.map((subscription) => ({
      subscriber,
      sharetypeId: subscription.sharetypeId,
      numberOfShares: count(subscription.numberOfShares),
      subscriptionPrice: subscription.subscriptionPrice,
    })),
  );
};
