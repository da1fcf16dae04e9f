import { applyQuickSetup } from '../src/register/capital-increase/quick-setup';
import { ZSubscriberSchema, type TCapitalIncrease, type TSubscriber } from '../src/register/capital-increase/capital-increase.schemas';
import type { RegisterFacts } from '../src/register/capital-increase/register-facts';

export const registerWithShares: RegisterFacts = {
  currency: 'NOK',
  nominalValue: '1',
  totalShares: 100_000n,
  shareClasses: [
    { id: 'class-a', code: 'A' },
    { id: 'class-b', code: 'B' },
  ],
  shareCapitalArticle: 4,
};

export const registerWithoutShares: RegisterFacts = { ...registerWithShares, nominalValue: null, totalShares: 0n };

export const newSubscriber = (name: string, shares: string, extra: Partial<TSubscriber> = {}): TSubscriber =>
  ZSubscriberSchema.parse({
    subscriberid: name,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.no`,
    subscriptions: [{ id: `${name}-a`, sharetypeId: 'class-a', numberOfShares: shares, subscriptionPrice: null }],
    ...extra,
  });

/** Quick setup's private placement of 10,000,000 shares of class A at 1, taken by two new subscribers. */
export const privatePlacement = (): TCapitalIncrease => {
  const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', registerWithShares, '2026-11-28');
  if (form.properties?.type !== 'shareIssue') throw new Error('quick setup makes a share issue');
  form.properties.subscribers = [newSubscriber('Kari Nordmann', '6000000'), newSubscriber('Ola Hansen', '4000000')];
  return form;
};
