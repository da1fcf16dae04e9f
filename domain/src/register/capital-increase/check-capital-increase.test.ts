import { describe, expect, it } from 'vitest';
import { newSubscriber, privatePlacement, registerWithoutShares, registerWithShares } from '../../../testing/capital-increase-fixtures';
import { applyQuickSetup } from './quick-setup';
import { checkCapitalIncrease } from './check-capital-increase';
import { ZKindContributionSchema, ZNominalValueIncreasePropertiesSchema, type TCapitalIncrease, type TShareIssueProperties } from './capital-increase.schemas';
import type { RegisterFacts } from './register-facts';

type Change = (form: TCapitalIncrease) => void;
const issueOf = (form: TCapitalIncrease) => form.properties as TShareIssueProperties;
const issuesOf = (change: Change, register: RegisterFacts = registerWithShares) => {
  const form = privatePlacement();
  change(form);
  return checkCapitalIncrease(form, register).map(({ path, message }) => `${path.join('.')}: ${message}`);
};

describe('a complete private placement', () => {
  it('passes', () => expect(checkCapitalIncrease(privatePlacement(), registerWithShares)).toEqual([]));
});

describe('increase of capital (seed 001 section 5)', () => {
  it.each<[string, Change, string]>([
    ['contribution types', (f) => (f.contributionTypes = []), 'contributionTypes: required'],
    ['the subscription form answer', (f) => (f.isSubscriptionForm = null), 'isSubscriptionForm: required'],
    ['the period from', (f) => ((f.isSubscriptionForm = true), (f.periodForSubscription = { from: null, to: '2026-12-31' })), 'periodForSubscription.from: required'],
    ['the period to', (f) => ((f.isSubscriptionForm = true), (f.periodForSubscription = { from: '2026-12-01', to: null })), 'periodForSubscription.to: required'],
    ['the deadline', (f) => (f.deadlineForSubscription = null), 'deadlineForSubscription: required'],
    ['the disposable account answer', (f) => (f.isDisposableAccount = null), 'isDisposableAccount: required'],
    ['the account-given answer', (f) => (f.isAccountGiven = null), 'isAccountGiven: required'],
    ['the account number when given with cash', (f) => (f.isAccountGiven = true), 'accountNumber: required'],
    ['the power of attorney answer', (f) => (f.usePowerOfAttorney = null), 'usePowerOfAttorney: required'],
    ['the power of attorney date', (f) => ((f.usePowerOfAttorney = true), (f.powerOfAttorneyText = 'Fullmakt')), 'powerOfAttorneyDate: required'],
    ['the power of attorney text', (f) => ((f.usePowerOfAttorney = true), (f.powerOfAttorneyDate = '2026-06-01')), 'powerOfAttorneyText: required'],
    ['estimated costs', (f) => (f.estimatedCosts = null), 'estimatedCosts: required'],
    ['estimated costs below zero', (f) => (f.estimatedCosts = '-1'), 'estimatedCosts: number-field.not-positive-or-zero'],
    ['the explanation upon subscription', (f) => (f.specialCircumstancesUponSubscription = { choice: 'ADDED_EXPLANATION', texts: [] }), 'specialCircumstancesUponSubscription.texts: required'],
    [
      'the explanation since the last annual account',
      (f) => (f.specialCircumstancesAfterLastApprovedAnnualAccount = { choice: 'ADDED_EXPLANATION', texts: [{ language: 'nb', text: ' ' }] }),
      'specialCircumstancesAfterLastApprovedAnnualAccount.texts: required',
    ],
    ['the waived reason with cash', (f) => (issueOf(f).preferentialRightWaivedReason = null), 'properties.preferentialRightWaivedReason: required'],
    ['the shareholder rights', (f) => (issueOf(f).shareholderRights = null), 'properties.shareholderRights: required'],
    ['the guarantee commission', (f) => (issueOf(f).isGuaranteeConsortiumEstablished = true), 'properties.guaranteeConsortiumCommission: required'],
  ])('requires %s', (_name, change, expected) => expect(issuesOf(change)).toContain(expected));

  it.each(['preferentialRightTransferable', 'preferentialRightOversubscribe', 'preferentialBoardRightsToSellSubscription'] as const)('requires %s when the preferential right applies', (answer) => {
    const form = applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithShares, '2026-11-28');
    issueOf(form)[answer] = null;
    expect(checkCapitalIncrease(form, registerWithShares).map(({ path, message }) => `${path.join('.')}: ${message}`)).toContain(`properties.${answer}: required`);
  });

  it('asks no waived reason without cash', () =>
    expect(issuesOf((f) => ((f.contributionTypes = ['debt']), (issueOf(f).preferentialRightWaivedReason = null)))).not.toContain('properties.preferentialRightWaivedReason: required'));

  it('needs a positive nominal value when there are no shares yet', () => {
    expect(issuesOf((f) => (issueOf(f).nominalValue = null), registerWithoutShares)).toContain('properties.nominalValue: required');
    expect(issuesOf((f) => (issueOf(f).nominalValue = '0'), registerWithoutShares)).toContain('properties.nominalValue: number-field.not-positive');
  });
});

describe('nominal value increase (seed 001 section 5)', () => {
  const increase = (increaseInNominalValue: string | null, contributionPerShare: string | null) => (f: TCapitalIncrease) => {
    f.properties = ZNominalValueIncreasePropertiesSchema.parse({
      type: 'increaseNominalValue',
      increaseInNominalValue,
      contributionPerShareTypes: [{ sharetypeId: 'class-a', name: 'A', contributionPerShare }],
      subscribers: [newSubscriber('Kari Nordmann', '0')],
    });
  };
  it('accepts a decimal increase', () => expect(issuesOf(increase('0.25', '0.25'))).toEqual([]));
  it.each<[string | null, string | null, string]>([
    [null, '1', 'properties.increaseInNominalValue: required'],
    ['0', '1', 'properties.increaseInNominalValue: number-field.not-positive'],
    ['0.12345', '1', 'properties.increaseInNominalValue: capitalIncrease.nominalValueDecimals'],
    ['1', null, 'properties.contributionPerShareTypes.0.contributionPerShare: required'],
    ['1', '-1', 'properties.contributionPerShareTypes.0.contributionPerShare: number-field.not-positive-or-zero'],
    ['1', '0.5', 'properties.contributionPerShareTypes.0.contributionPerShare: capitalIncrease.contributionBelowIncrease'],
  ])('increase %s, contribution %s: %s', (amount, contribution, expected) => expect(issuesOf(increase(amount, contribution))).toContain(expected));

  it('names the currency and the new nominal value in the contribution message', () => {
    const form = privatePlacement();
    increase('1', '0.5')(form);
    expect(checkCapitalIncrease(form, registerWithShares)[0]?.params).toEqual({ currency: 'NOK', nominalValue: '2' });
  });

  it('refuses a share capital past 9 decimals', () => {
    const form = privatePlacement();
    increase('0.0001', '1')(form);
    expect(checkCapitalIncrease(form, { ...registerWithShares, nominalValue: '0.0000000001', totalShares: 1n }).map(({ message }) => message)).toContain('capitalIncrease.totalCapitalDecimals');
  });
});

describe('price and counts (seed 001 section 5)', () => {
  const line = (f: TCapitalIncrease) => issueOf(f).shareIssuePerShareTypes[0]!;
  it.each<[string, Change, string]>([
    ['a price', (f) => (line(f).sharePrice = null), 'properties.shareIssuePerShareTypes.0.sharePrice: required'],
    ['a price of zero or more', (f) => (line(f).sharePrice = '-2'), 'properties.shareIssuePerShareTypes.0.sharePrice: number-field.not-positive-or-zero'],
    ['a price not below the nominal value', (f) => (line(f).sharePrice = '0.99'), 'properties.shareIssuePerShareTypes.0.sharePrice: greater-than-nominal'],
    ['a whole count', (f) => (line(f).issueMode = { type: 'fixed', numberOfShares: '1.5' }), 'properties.shareIssuePerShareTypes.0.issueMode.numberOfShares: number-field.not-a-number'],
    ['a count of zero or more', (f) => (line(f).issueMode = { type: 'fixed', numberOfShares: '-1' }), 'properties.shareIssuePerShareTypes.0.issueMode.numberOfShares: number-field.not-positive-or-zero'],
    ['an interval from', (f) => (line(f).issueMode = { type: 'interval', from: null, to: '20000000' }), 'properties.shareIssuePerShareTypes.0.issueMode.from: required'],
    ['an interval to', (f) => (line(f).issueMode = { type: 'interval', from: '1', to: null }), 'properties.shareIssuePerShareTypes.0.issueMode.to: required'],
    ['issued shares within the interval', (f) => (line(f).issueMode = { type: 'interval', from: '12000000', to: '20000000' }), 'properties.shareIssuePerShareTypes.0.issueMode: capitalIncrease.issuedOutsideInterval'],
    ['issued shares equal to the fixed count', (f) => (issueOf(f).subscribers[1]!.subscriptions[0]!.numberOfShares = '3999999'), 'properties.shareIssuePerShareTypes.0.issueMode: capitalIncrease.issuedOutsideInterval'],
    ['a subscriber line not below the nominal value', (f) => (issueOf(f).subscribers[0]!.subscriptions[0]!.subscriptionPrice = '0.5'), 'properties.subscribers.0.subscriptions.0.subscriptionPrice: greater-than-nominal'],
    ['a share class', (f) => (issueOf(f).shareIssuePerShareTypes = []), 'properties.shareIssuePerShareTypes: noShareIssueError'],
  ])('requires %s', (_name, change, expected) => expect(issuesOf(change)).toContain(expected));

  it('accepts issued shares inside an interval', () => expect(issuesOf((f) => (line(f).issueMode = { type: 'interval', from: '5000000', to: '20000000' }))).toEqual([]));
});

describe('subscribers (seed 001 section 5)', () => {
  const subscriber = (f: TCapitalIncrease, index = 0) => issueOf(f).subscribers[index]!;
  it.each<[string, Change, string]>([
    ['an active subscriber', (f) => (issueOf(f).subscribers = [newSubscriber('Kari Nordmann', '0')]), 'properties.subscribers: noSubscribersError'],
    ['a name', (f) => (subscriber(f).name = ''), 'properties.subscribers.0.name: required'],
    ['a person name of two words', (f) => (subscriber(f).name = 'Kari'), 'properties.subscribers.0.name: settings.error.illegalName'],
    ['a person name of letters', (f) => (subscriber(f).name = 'Kari N0rdmann'), 'properties.subscribers.0.name: invalidPersonNameFormat'],
    ['an email of a new subscriber', (f) => (subscriber(f).email = ''), 'properties.subscribers.0.email: required'],
    ['a valid email', (f) => (subscriber(f).email = 'kari@'), 'properties.subscribers.0.email: email-field.invalid-email'],
    ['a company organisation number', (f) => Object.assign(subscriber(f), { isCompany: true, name: 'Fjord AS', contactName: 'Kari Nordmann' }), 'properties.subscribers.0.organisationNumber: required'],
    ['a 9-digit organisation number', (f) => Object.assign(subscriber(f), { isCompany: true, name: 'Fjord AS', organisationNumber: '12345', contactName: 'K N' }), 'properties.subscribers.0.organisationNumber: invalidOrganisationNumber'],
    ['a company contact name', (f) => Object.assign(subscriber(f), { isCompany: true, name: 'Fjord AS', organisationNumber: '912345678' }), 'properties.subscribers.0.contactName: required'],
    [
      'a debt no larger than the receivable',
      (f) => ((f.contributionTypes = ['cash', 'debt']), (f.excessAmountMethod = 'discharged'), (subscriber(f).debtContribution = { maxAmountToBeConverted: '200', totalAmountReceivable: '100', description: '' })),
      'properties.subscribers.0.debtContribution.maxAmountToBeConverted: capitalIncrease.debtExceedsReceivable',
    ],
    ['a signer name', (f) => (subscriber(f).signers = [{ id: 's', name: '', email: 'a@b.no' }]), 'properties.subscribers.0.signers.0.name: required'],
    ['a signer email', (f) => (subscriber(f).signers = [{ id: 's', name: 'Per', email: 'nope' }]), 'properties.subscribers.0.signers.0.email: email-field.invalid-email'],
    ['a name of a signer for all', (f) => ((f.isOtherSigningForAllSubscribers = true), (f.signersForAllSubscribers = [{ id: 's', name: '', email: 'a@b.no' }])), 'signersForAllSubscribers.0.name: required'],
    ['an email of a signer for all', (f) => ((f.isOtherSigningForAllSubscribers = true), (f.signersForAllSubscribers = [{ id: 's', name: 'Per', email: '' }])), 'signersForAllSubscribers.0.email: required'],
  ])('requires %s', (_name, change, expected) => expect(issuesOf(change)).toContain(expected));

  it('needs no email or organisation number of an existing company shareholder', () =>
    expect(issuesOf((f) => Object.assign(subscriber(f), { isExisting: true, isCompany: true, name: 'Fjord AS', email: '' }))).toEqual([]));

  it('needs the email of an existing shareholder its subscription form goes to', () =>
    expect(issuesOf((f) => ((f.isSubscriptionForm = true), (f.periodForSubscription = { from: '2026-12-01', to: '2026-12-14' }), Object.assign(subscriber(f), { isExisting: true, email: '' })))).toContain(
      'properties.subscribers.0.email: required',
    ));

  it('needs a holder offered shares in a preferential issue', () => {
    const form = applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithShares, '2026-11-28');
    const messages = checkCapitalIncrease(form, registerWithShares).map(({ path, message }) => `${path.join('.')}: ${message}`);
    expect(messages).toContain('properties.preferentialIssueSubscribers: noSubscribersError');
    issueOf(form).preferentialIssueSubscribers = [{ ...newSubscriber('Kari Nordmann', '400'), isExisting: true, shareholderId: '0b7f6f0e-56b7-4a8b-9a3e-3f5c2b1d9e01' }];
    expect(checkCapitalIncrease(form, registerWithShares).map(({ path }) => path.join('.'))).not.toContain('properties.preferentialIssueSubscribers');
  });
});

describe('kind contribution (seed 001 section 5)', () => {
  const kind = (contribution: object, address = 'Storgata 1') => (f: TCapitalIncrease) => {
    f.contributionTypes = ['kind'];
    Object.assign(issueOf(f).subscribers[0]!, { address, kindContribution: ZKindContributionSchema.parse(contribution) });
    Object.assign(issueOf(f).subscribers[1]!, { address, kindContribution: ZKindContributionSchema.parse({ method: 'otherKind' }) });
  };
  const currency = (fields: object) => ({ method: 'EUR', contributionMethod: { type: 'currency', currency: 'EUR', value: '100', exchangeRate: '11.5', sourceDate: '2026-11-27', ...fields } });
  const at = 'properties.subscribers.0.kindContribution';
  it('accepts a complete currency contribution', () => expect(issuesOf(kind(currency({})))).toEqual([]));
  it.each<[string, object, string]>([
    ['a method', {}, `${at}.method: required`],
    ['a currency', currency({ currency: null }), `${at}.contributionMethod.currency: required`],
    ['a positive value', currency({ value: '0' }), `${at}.contributionMethod.value: number-field.not-positive`],
    ['an exchange rate', currency({ exchangeRate: null }), `${at}.contributionMethod.exchangeRate: required`],
    ['a positive exchange rate', currency({ exchangeRate: '-1' }), `${at}.contributionMethod.exchangeRate: number-field.not-positive`],
    ['the other source', currency({ source: 'OTHER' }), `${at}.contributionMethod.otherSource: required`],
    ['a source date', currency({ sourceDate: null }), `${at}.contributionMethod.sourceDate: required`],
  ])('requires %s', (_name, contribution, expected) => expect(issuesOf(kind(contribution))).toContain(expected));
  it('requires an address', () => expect(issuesOf(kind(currency({}), ''))).toContain('properties.subscribers.0.address: required'));
});
