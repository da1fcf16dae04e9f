import Decimal from 'decimal.js';
import type { TShareIssuePerShareType, TSubscriber } from './capital-increase.schemas';

const decimalOf = (typed: string | null | undefined) => {
  const text = typed?.trim().replace(',', '.') ?? '';
  return /^\d+(\.\d+)?$/.test(text) ? new Decimal(text) : null;
};

/** What a subscriber pays in the company's currency: shares subscribed times the class's price, over its classes (a decimal string). */
export const subscriberTotalPrice = (subscriber: TSubscriber, lines: readonly TShareIssuePerShareType[]): string =>
  subscriber.subscriptions
    .reduce((total, subscription) => {
      const shares = decimalOf(subscription.numberOfShares);
      const price = decimalOf(subscription.subscriptionPrice) ?? decimalOf(lines.find(({ sharetypeId }) => sharetypeId === subscription.sharetypeId)?.sharePrice);
      return shares && price ? total.plus(shares.times(price)) : total;
    }, new Decimal(0))
    .toFixed();
