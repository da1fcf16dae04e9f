import type { TCapitalIncrease, TShareIssueProperties } from './capital-increase.schemas';
import { hasShares, type RegisterFacts } from './register-facts';

export type CapitalIncreaseVisibility = ReturnType<typeof capitalIncreaseVisibility>;

const answered = (value: boolean | null) => value !== null;

/** The answers a preferential right requires (seed section 5): transferable, oversubscribe, board right to sell. */
export const preferentialRightAnswers = ['preferentialRightTransferable', 'preferentialRightOversubscribe', 'preferentialBoardRightsToSellSubscription'] as const;

/** Every preferential-right question the form requires is answered (the three when the right applies, the waived reason when cash is waived). */
export const preferentialAnswersComplete = (issue: TShareIssueProperties, cash: boolean): boolean => {
  if (issue.preferentialRight === null) return false;
  if (issue.preferentialRight) return preferentialRightAnswers.every((answer) => answered(issue[answer]));
  return !cash || issue.preferentialRightWaivedReason !== null;
};

/** All subscribers of the form, those named and the existing holders of a preferential issue. */
export const subscribersOf = (form: TCapitalIncrease) =>
  form.properties?.type === 'shareIssue' ? [...form.properties.subscribers, ...form.properties.preferentialIssueSubscribers] : (form.properties?.subscribers ?? []);

/**
 * Which parts of the increase of share capital form apply (seed 001, section 4 "Decision form"); the console
 * shows them, `checkCapitalIncrease` validates only them. A locked project keeps them visible but disables the
 * options that would change the articles.
 */
export const capitalIncreaseVisibility = (form: TCapitalIncrease, register: RegisterFacts, { locked = false }: { locked?: boolean } = {}) => {
  const cash = form.contributionTypes.includes('cash');
  const debt = form.contributionTypes.includes('debt');
  const kind = form.contributionTypes.includes('kind');
  const chosen = form.contributionTypes.length > 0;
  const powerOfAttorney = form.usePowerOfAttorney === true;
  const powerOfAttorneyComplete = !powerOfAttorney || (!!form.powerOfAttorneyDate && !!form.powerOfAttorneyText);
  const issue = form.properties?.type === 'shareIssue' ? form.properties : null;
  const companyHasShares = hasShares(register);
  const sectionsOpen = chosen && powerOfAttorneyComplete;
  const shareIssue = sectionsOpen && issue !== null;
  const nominalValueIncrease = sectionsOpen && form.properties?.type === 'increaseNominalValue' && companyHasShares;
  const preferentialRight = shareIssue && companyHasShares;
  const preferential = preferentialRight && issue?.preferentialRight === true;
  const shareTypesChosen = (issue?.shareIssuePerShareTypes.length ?? 0) > 0;
  const answersComplete = issue ? !companyHasShares || preferentialAnswersComplete(issue, cash) : nominalValueIncrease;
  const subscriptionFormQuestion = (shareIssue || nominalValueIncrease) && (answersComplete || debt || kind) && !powerOfAttorney;
  const inMinutesWithSigners = form.isSubscriptionForm === false && (subscribersOf(form).length > 0 || form.signersForAllSubscribers.length > 0);
  const periodSet = form.isSubscriptionForm === true && !!form.periodForSubscription.from && !!form.periodForSubscription.to;
  return {
    cash,
    debt,
    kind,
    /** Share issue or nominal value increase, once a contribution type is chosen. */
    increaseType: chosen,
    powerOfAttorneyDetails: powerOfAttorney,
    shareIssue,
    nominalValueIncrease,
    /** The first issue of a company without shares names the nominal value, and no one has a preferential right. */
    nominalValue: shareIssue && !companyHasShares,
    preferentialRight,
    preferentialAnswers: preferential,
    waivedReason: preferentialRight && issue?.preferentialRight === false && cash,
    waivedReasonText: preferentialRight && issue?.preferentialRight === false && cash && issue.preferentialRightWaivedReason === 'ADDED_EXPLANATION',
    shareholderRights: shareIssue,
    guaranteeConsortium: shareIssue && cash,
    guaranteeCommission: shareIssue && cash && issue?.isGuaranteeConsortiumEstablished === true,
    subscribers: (shareIssue && shareTypesChosen && !preferential) || nominalValueIncrease,
    preferentialIssueSubscribers: preferential && shareTypesChosen,
    /** A power of attorney forces the subscription form, so the question is not asked. */
    subscriptionFormQuestion,
    subscriptionPeriod: (shareIssue || nominalValueIncrease) && (powerOfAttorney || form.isSubscriptionForm === true),
    deadline: inMinutesWithSigners || periodSet || (powerOfAttorney && !!form.periodForSubscription.from && !!form.periodForSubscription.to),
    account: sectionsOpen && cash,
    accountNumber: sectionsOpen && cash && form.isAccountGiven === true,
    cashContribution: cash,
    debtContribution: debt,
    kindContribution: kind,
    excessAmountMethod: sectionsOpen && debt,
    specialCircumstancesUponSubscriptionText: form.specialCircumstancesUponSubscription.choice === 'ADDED_EXPLANATION',
    specialCircumstancesAfterLastApprovedAnnualAccountText: form.specialCircumstancesAfterLastApprovedAnnualAccount.choice === 'ADDED_EXPLANATION',
    articleNumber: form.updateArticlesAutomatically,
    manualArticleChanges: !form.updateArticlesAutomatically,
    disabled: { updateArticlesAutomatically: locked, updateCommitmentAutomatically: locked, quickSetup: locked },
  };
};

/** A power of attorney forces the subscription form (seed section 4); the form is kept so after every change. */
export const withForcedAnswers = (form: TCapitalIncrease): TCapitalIncrease => (form.usePowerOfAttorney === true && form.isSubscriptionForm !== true ? { ...form, isSubscriptionForm: true } : form);
