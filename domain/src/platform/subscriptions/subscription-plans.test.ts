import { describe, expect, it } from 'vitest';
import { nextSubscriptionState, priceBandIndex, stateAfterChoosing, subscriptionAllows, yearlyPrice } from './subscription-plans';

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

  it('prices by the band the shareholder count falls in, band edges inclusive', () => {
    expect(priceBandIndex(0)).toBe(0);
    expect(priceBandIndex(10)).toBe(0);
    expect(priceBandIndex(11)).toBe(1);
    expect(priceBandIndex(1000)).toBe(3);
    expect(priceBandIndex(250_000)).toBe(4);
    expect(yearlyPrice('BASIC', 36)).toBe('3990');
    expect(yearlyPrice('FREE', 5000)).toBe('0');
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
