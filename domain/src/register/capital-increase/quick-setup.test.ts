import { describe, expect, it } from 'vitest';
import { registerWithoutShares, registerWithShares } from '../../../testing/capital-increase-fixtures';
import { applyQuickSetup, quickSetupShareCount, removeQuickSetup } from './quick-setup';
import { emptyCapitalIncrease } from './capital-increase.schemas';

describe('quick setup (seed 001 sections 4 and 9)', () => {
  it('issues 10,000,000 / nominal shares of the first class at the nominal value, in the minutes, deadline 14 days ahead', () => {
    const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', { ...registerWithShares, nominalValue: '2.5' }, '2026-11-28');
    expect(form).toMatchObject({
      quickSetupType: 'CASH_PRIVATE_PLACEMENT',
      usePowerOfAttorney: false,
      contributionTypes: ['cash'],
      isSubscriptionForm: false,
      deadlineForSubscription: '2026-12-12',
      isDisposableAccount: true,
      isAccountGiven: false,
      updateArticlesAutomatically: true,
      estimatedCosts: '0',
    });
    expect(form.properties).toMatchObject({
      type: 'shareIssue',
      shareholderRights: 'FROM_REGISTRATION_DATE',
      isGuaranteeConsortiumEstablished: false,
      preferentialRight: false,
      preferentialRightWaivedReason: 'SHAREHOLDERS_IN_UNDERSTANDING',
      shareIssuePerShareTypes: [{ sharetypeId: 'class-a', sharePrice: '2.5', issueMode: { type: 'fixed', numberOfShares: '4000000' } }],
    });
  });

  it('answers the preferential right yes and its questions no', () => {
    expect(applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithShares, '2026-11-28').properties).toMatchObject({
      preferentialRight: true,
      preferentialRightTransferable: false,
      preferentialRightOversubscribe: false,
      preferentialBoardRightsToSellSubscription: false,
      externalSubscribers: false,
      preferentialRightWaivedReason: null,
    });
  });

  it('gives no preferential right where there are no shares', () =>
    expect(applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithoutShares, '2026-11-28').properties).toMatchObject({ preferentialRight: false }));

  it('rounds the count down, and leaves it open without a nominal value', () => {
    expect(quickSetupShareCount('3')).toBe('3333333');
    expect(quickSetupShareCount(null)).toBeNull();
  });

  it('deadline crosses the month and year', () => expect(applyQuickSetup('CASH_PRIVATE_PLACEMENT', registerWithShares, '2026-12-25').deadlineForSubscription).toBe('2027-01-08'));

  it('removing returns the defaults of section 9', () => {
    expect(removeQuickSetup()).toEqual(emptyCapitalIncrease());
    expect(emptyCapitalIncrease()).toMatchObject({ estimatedCosts: '0', isDisposableAccount: true, isAccountGiven: false, quickSetupType: null, properties: null });
  });
});
