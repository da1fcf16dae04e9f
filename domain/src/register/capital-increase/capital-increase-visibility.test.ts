import { describe, expect, it } from 'vitest';
import { privatePlacement, registerWithoutShares, registerWithShares } from '../../../testing/capital-increase-fixtures';
import { capitalIncreaseVisibility, withForcedAnswers } from './capital-increase-visibility';
import { applyQuickSetup } from './quick-setup';
import { emptyCapitalIncrease, type TShareIssueProperties } from './capital-increase.schemas';

const preferential = () => applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithShares, '2026-11-28');
const issue = (form: ReturnType<typeof privatePlacement>) => form.properties as TShareIssueProperties;

describe('the decision form shows (seed 001 section 4)', () => {
  it('no sections before a contribution type is chosen', () => {
    const visible = capitalIncreaseVisibility({ ...privatePlacement(), contributionTypes: [] }, registerWithShares);
    expect([visible.increaseType, visible.shareIssue, visible.subscribers, visible.account]).toEqual([false, false, false, false]);
  });

  it('the share issue section once a type is chosen and the increase is a share issue', () => expect(capitalIncreaseVisibility(privatePlacement(), registerWithShares).shareIssue).toBe(true));

  it('the subscribers when classes are chosen and there is no preferential right', () => {
    expect(capitalIncreaseVisibility(privatePlacement(), registerWithShares)).toMatchObject({ subscribers: true, preferentialIssueSubscribers: false, waivedReason: true, preferentialAnswers: false });
    expect(capitalIncreaseVisibility(preferential(), registerWithShares)).toMatchObject({ subscribers: false, preferentialIssueSubscribers: true, waivedReason: false, preferentialAnswers: true });
    const none = privatePlacement();
    issue(none).shareIssuePerShareTypes = [];
    expect(capitalIncreaseVisibility(none, registerWithShares).subscribers).toBe(false);
  });

  it('the subscription-form question after complete preferential answers, or with debt or kind', () => {
    const open = preferential();
    issue(open).preferentialRightOversubscribe = null;
    expect(capitalIncreaseVisibility(open, registerWithShares).subscriptionFormQuestion).toBe(false);
    expect(capitalIncreaseVisibility({ ...open, contributionTypes: ['cash', 'kind'] }, registerWithShares).subscriptionFormQuestion).toBe(true);
    expect(capitalIncreaseVisibility(preferential(), registerWithShares).subscriptionFormQuestion).toBe(true);
  });

  it('the deadline in the minutes with subscribers, or with a subscription period', () => {
    expect(capitalIncreaseVisibility(privatePlacement(), registerWithShares).deadline).toBe(true);
    const nobody = privatePlacement();
    issue(nobody).subscribers = [];
    expect(capitalIncreaseVisibility(nobody, registerWithShares).deadline).toBe(false);
    const form = { ...privatePlacement(), isSubscriptionForm: true, periodForSubscription: { from: '2026-12-01', to: null } };
    expect(capitalIncreaseVisibility(form, registerWithShares).deadline).toBe(false);
    expect(capitalIncreaseVisibility({ ...form, periodForSubscription: { from: '2026-12-01', to: '2026-12-15' } }, registerWithShares).deadline).toBe(true);
  });

  it('the issue section only after a power of attorney has its date and text', () => {
    const form = { ...privatePlacement(), usePowerOfAttorney: true, powerOfAttorneyDate: '2026-06-01', powerOfAttorneyText: null };
    expect(capitalIncreaseVisibility(form, registerWithShares).shareIssue).toBe(false);
    expect(capitalIncreaseVisibility({ ...form, powerOfAttorneyText: 'Fullmakt' }, registerWithShares)).toMatchObject({ shareIssue: true, subscriptionFormQuestion: false, subscriptionPeriod: true });
  });

  it('a power of attorney forces the subscription form', () => {
    expect(withForcedAnswers({ ...privatePlacement(), usePowerOfAttorney: true }).isSubscriptionForm).toBe(true);
    expect(withForcedAnswers({ ...privatePlacement(), usePowerOfAttorney: false }).isSubscriptionForm).toBe(false);
  });

  it('the nominal value and no preferential right when the company has no shares', () =>
    expect(capitalIncreaseVisibility(privatePlacement(), registerWithoutShares)).toMatchObject({ nominalValue: true, preferentialRight: false, waivedReason: false }));

  it('the account number when an account is given with cash, the commission with a consortium and cash', () => {
    const form = privatePlacement();
    issue(form).isGuaranteeConsortiumEstablished = true;
    expect(capitalIncreaseVisibility({ ...form, isAccountGiven: true }, registerWithShares)).toMatchObject({ accountNumber: true, guaranteeCommission: true });
    expect(capitalIncreaseVisibility({ ...form, isAccountGiven: true, contributionTypes: ['debt'] }, registerWithShares)).toMatchObject({ accountNumber: false, guaranteeCommission: false, excessAmountMethod: true });
  });

  it('the texts when an explanation is chosen', () => {
    const form = { ...emptyCapitalIncrease(), specialCircumstancesUponSubscription: { choice: 'ADDED_EXPLANATION' as const, texts: [] } };
    expect(capitalIncreaseVisibility(form, registerWithShares)).toMatchObject({ specialCircumstancesUponSubscriptionText: true, specialCircumstancesAfterLastApprovedAnnualAccountText: false });
  });

  it('the automatic article update disabled when the project is locked', () =>
    expect(capitalIncreaseVisibility(privatePlacement(), registerWithShares, { locked: true }).disabled.updateArticlesAutomatically).toBe(true));
});
