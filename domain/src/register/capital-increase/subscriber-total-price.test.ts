import { describe, expect, it } from 'vitest';
import { newSubscriber, privatePlacement } from '../../../testing/capital-increase-fixtures';
import type { TShareIssueProperties } from './capital-increase.schemas';
import { subscriberTotalPrice } from './subscriber-total-price';

describe("a subscriber's total price", () => {
  const lines = (privatePlacement().properties as TShareIssueProperties).shareIssuePerShareTypes.map((line) => ({ ...line, sharePrice: '12.50' }));
  it('6,000,000 shares at 12.50 is 75,000,000', () => expect(subscriberTotalPrice(newSubscriber('Kari Nordmann', '6000000'), lines)).toBe('75000000'));
  it('a price of its own wins over the class price: 3 at 1.1 is 3.3', () => {
    const subscriber = newSubscriber('Ola Hansen', '3');
    subscriber.subscriptions[0]!.subscriptionPrice = '1.1';
    expect(subscriberTotalPrice(subscriber, lines)).toBe('3.3');
  });
  it('is 0 while the count is not typed', () => expect(subscriberTotalPrice(newSubscriber('Ola Hansen', ''), lines)).toBe('0'));
});
