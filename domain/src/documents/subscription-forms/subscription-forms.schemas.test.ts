import { describe, expect, it } from 'vitest';
import { subscribedSharesSchema } from './subscription-forms.schemas';

const offer = (isOversubscriptionAvailable: boolean) => ({ isOversubscriptionAvailable, shares: [{ sharetypeId: 'A', availableShares: '300', maxShares: '1000' }] });
const issues = (isOversubscriptionAvailable: boolean, numberOfShares: string) => {
  const result = subscribedSharesSchema(offer(isOversubscriptionAvailable)).safeParse({ shares: [{ sharetypeId: 'A', numberOfShares }] });
  return result.success ? [] : result.error.issues.map((issue) => ({ message: issue.message, ...('params' in issue && issue.params ? { params: issue.params } : {}) }));
};

describe('subscribed shares (seed 002, section 5)', () => {
  it('takes a whole number from zero up to the shares offered', () => {
    expect(issues(false, '0')).toEqual([]);
    expect(issues(false, '300')).toEqual([]);
  });
  it('is required and whole', () => {
    expect(issues(false, ' ')).toEqual([{ message: 'required' }]);
    expect(issues(false, '1.5')).toEqual([{ message: 'number-field.not-a-number' }]);
  });
  it('below zero is signing.subscription.form.shares.negative', () => expect(issues(false, '-1')).toEqual([{ message: 'signing.subscription.form.shares.negative' }]));
  it('more than offered without over-subscription is ...oversubscribe with availableShares', () =>
    expect(issues(false, '301')).toEqual([{ message: 'signing.subscription.form.shares.oversubscribe', params: { availableShares: '300' } }]));
  it('with over-subscription open, up to the whole issue of the class', () => {
    expect(issues(true, '1000')).toEqual([]);
    expect(issues(true, '1001')).toEqual([{ message: 'signing.subscription.form.shares.oversubscribe', params: { availableShares: '1000' } }]);
  });
  it('refuses a class not offered and a class left out', () => {
    const result = subscribedSharesSchema(offer(false)).safeParse({ shares: [{ sharetypeId: 'B', numberOfShares: '1' }] });
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['shares.0.numberOfShares: required', 'shares.0.sharetypeId: subscriptionForms.shareClassNotOffered']);
  });
});
