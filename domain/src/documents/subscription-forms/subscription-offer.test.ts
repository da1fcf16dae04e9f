import { describe, expect, it } from 'vitest';
import { applyQuickSetup } from '../../register/capital-increase/quick-setup';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { subscriptionPeriodOf } from './subscription-form.entity';
import { subscriptionOffersOf } from './subscription-offer';

const register = { currency: 'NOK', nominalValue: '2', totalShares: 1000n, shareClasses: [{ id: 'class-a', code: 'A' }], shareCapitalArticle: 4 };
const subscriber = (name: string, email: string, numberOfShares: string, signers: { id: string; name: string; email: string }[] = []) =>
  ({ subscriberid: email, shareholderId: null, name, email, address: '', isExisting: false, isCompany: false, organisationNumber: null, contactName: null, subscriptions: [{ id: `${email}-a`, sharetypeId: 'class-a', shareTypeCode: 'A', numberOfShares, subscriptionPrice: null }], signers, debtContribution: null, cashContribution: null, kindContribution: null });
const placement = (change: (form: TCapitalIncrease) => void = () => undefined) => {
  const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', register, '2026-12-01');
  if (form.properties?.type !== 'shareIssue') throw new Error('a share issue');
  form.isSubscriptionForm = true;
  form.periodForSubscription = { from: '2026-12-01', to: '2026-12-15' };
  form.properties.subscribers = [subscriber('Kari Nordmann', 'kari@example.no', '3000000', [{ id: 's1', name: 'Per Kari', email: 'per@example.no' }]), subscriber('Ola Hansen', 'ola@example.no', '2000000')];
  change(form);
  return form;
};

describe('the subscription forms a decision sends', () => {
  it('one per subscriber: the shares offered at the issue price, signed by the subscriber\'s signers or the subscriber', () => {
    const [kari, ola] = subscriptionOffersOf(placement());
    expect(kari).toMatchObject({ name: 'Kari Nordmann', signers: [{ name: 'Per Kari', email: 'per@example.no' }], isPreferentialRights: false, isOversubscriptionAvailable: false, period: { from: '2026-12-01', to: '2026-12-15' } });
    expect(kari!.shares).toEqual([{ sharetypeId: 'class-a', sharetypeCode: 'A', sharePrice: '2', availableShares: '3000000', maxShares: '5000000' }]);
    expect(ola!.signers).toEqual([{ name: 'Ola Hansen', email: 'ola@example.no' }]);
  });
  it('the signers for all subscribers sign every form when the decision names them', () => {
    const offers = subscriptionOffersOf(placement((form) => ((form.isOtherSigningForAllSubscribers = true), (form.signersForAllSubscribers = [{ id: 'x', name: 'Fullmektig', email: 'poa@example.no' }]))));
    expect(offers.map((offer) => offer.signers)).toEqual([[{ name: 'Fullmektig', email: 'poa@example.no' }], [{ name: 'Fullmektig', email: 'poa@example.no' }]]);
  });
  it('refuses a decision subscribed in the minutes, and one without subscribers', () => {
    expect(() => subscriptionOffersOf(placement((form) => (form.isSubscriptionForm = false)))).toThrow('subscriptionForms.notSubscriptionForm');
    expect(() => subscriptionOffersOf(placement((form) => form.properties?.type === 'shareIssue' && (form.properties.subscribers = [])))).toThrow('subscriptionForms.noSubscribers');
  });
  it('the period starts on its first day and ends after its last, by the date in Norway', () => {
    const period = { periodFrom: '2026-12-01', periodTo: '2026-12-15' };
    expect(subscriptionPeriodOf(period, new Date('2026-11-30T22:59:00Z'))).toEqual({ hasStarted: false, hasEnded: false });
    expect(subscriptionPeriodOf(period, new Date('2026-11-30T23:00:00Z'))).toEqual({ hasStarted: true, hasEnded: false });
    expect(subscriptionPeriodOf(period, new Date('2026-12-15T22:59:00Z'))).toEqual({ hasStarted: true, hasEnded: false });
    expect(subscriptionPeriodOf(period, new Date('2026-12-15T23:00:00Z'))).toEqual({ hasStarted: true, hasEnded: true });
  });
});
