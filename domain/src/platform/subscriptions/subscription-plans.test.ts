import { describe, expect, it } from 'vitest';
import { nextSubscriptionState, priceBandIndex, priceBands, stateAfterChoosing, subscriptionAllows, subscriptionPrice } from './subscription-plans';

describe('subscription plans', () => {
  it('hides the decision tool, schedule, archive and messaging for the legacy register-only agreement', () => {
    for (const capability of ['decisionTool', 'schedule', 'archive', 'messaging'] as const) {
      expect(subscriptionAllows('SHAREHOLDER_REGISTER_LEGACY', capability)).toBe(false);
      expect(subscriptionAllows('BASIC', capability)).toBe(true);
    }
  });

  it('offers decision categories only with BASIC or PRO', () => {
    expect(subscriptionAllows('BASIC', 'decisionCategories')).toBe(true);
    expect(subscriptionAllows('PRO', 'decisionCategories')).toBe(true);
    expect(subscriptionAllows('FREE', 'decisionCategories')).toBe(false);
    expect(subscriptionAllows('SHAREHOLDER_REGISTER', 'decisionCategories')).toBe(false);
  });

  // The seeds' bands (000 and 002 section 9); the earlier test pinned invented bands and prices.
  it('prices a paid tier by the seeds\' shareholder-count bands, band edges inclusive, and asks for contact from 100', () => {
    expect(priceBands.map(({ from, upTo, price }) => [from, upTo, price])).toEqual([
      [0, 9, '2000'],
      [10, 29, '10000'],
      [30, 59, '15000'],
      [60, 99, '25000'],
      [100, null, null],
    ]);
    expect(priceBandIndex(0)).toBe(0);
    expect(priceBandIndex(9)).toBe(0);
    expect(priceBandIndex(10)).toBe(1);
    expect(priceBandIndex(29)).toBe(1);
    expect(priceBandIndex(30)).toBe(2);
    expect(priceBandIndex(99)).toBe(3);
    expect(priceBandIndex(100)).toBe(4);
    expect(priceBandIndex(250_000)).toBe(4);
    expect(subscriptionPrice('BASIC', 36)).toBe('15000');
    expect(subscriptionPrice('PRO', 5)).toBe('2000');
    expect(subscriptionPrice('SHAREHOLDER_REGISTER', 60)).toBe('25000');
    expect(subscriptionPrice('PRO', 100)).toBeNull();
    expect(subscriptionPrice('FREE', 5000)).toBe('0');
  });

  it('activates free tiers at once and makes paid tiers await payment unless already active', () => {
    expect(stateAfterChoosing('FREE', 'NOT_IN_USE_YET')).toBe('ACTIVE');
    expect(stateAfterChoosing('PRO', 'NOT_IN_USE_YET')).toBe('CREATED_INACTIVE');
    expect(stateAfterChoosing('PRO', 'ACTIVE')).toBe('ACTIVE');
    expect(nextSubscriptionState('CREATED_INACTIVE')).toBe('PAYMENT_REGISTERED');
    expect(nextSubscriptionState('PAYMENT_REGISTERED')).toBe('ACTIVE');
    expect(nextSubscriptionState('ACTIVE')).toBeNull();
  });
});
