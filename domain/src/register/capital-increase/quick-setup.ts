import Decimal from 'decimal.js';
import { quickSetupDeadlineDays, quickSetupIssueAmount, type QuickSetupType } from './capital-increase.constants';
import { emptyCapitalIncrease, type TCapitalIncrease, type TShareIssueProperties } from './capital-increase.schemas';
import { hasShares, type RegisterFacts } from './register-facts';

const daysAhead = (today: string, days: number): string => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 10,000,000 divided by the nominal value, rounded down to whole shares; unknown without a nominal value. */
export const quickSetupShareCount = (nominalValue: string | null): string | null => {
  if (nominalValue === null || new Decimal(nominalValue).lte(0)) return null;
  return new Decimal(quickSetupIssueAmount).div(nominalValue).floor().toFixed(0);
};

const preferentialAnswers = (type: QuickSetupType, register: RegisterFacts): Partial<TShareIssueProperties> =>
  type === 'CASH_PREFERENTIAL_RIGHTS' && hasShares(register)
    ? { preferentialRight: true, preferentialRightTransferable: false, preferentialRightOversubscribe: false, preferentialBoardRightsToSellSubscription: false, externalSubscribers: false }
    : { preferentialRight: false, preferentialRightWaivedReason: 'SHAREHOLDERS_IN_UNDERSTANDING' };

/**
 * Quick setup (seed 001, sections 4 and 9): no power of attorney, cash, a share issue of the first class with a
 * fixed count of 10,000,000 / nominal at the nominal value, subscription in the minutes, the deadline 14 days
 * ahead, a disposable account, automatic update of the articles. Preferential rights answer the four questions
 * no; a private placement waives the right with the shareholders in understanding. The rest keeps section 9's defaults.
 */
export const applyQuickSetup = (type: QuickSetupType, register: RegisterFacts, today: string): TCapitalIncrease => {
  const empty = emptyCapitalIncrease();
  const firstClass = register.shareClasses[0];
  const properties: TShareIssueProperties = {
    type: 'shareIssue',
    nominalValue: null,
    preferentialRight: null,
    preferentialRightTransferable: null,
    preferentialRightOversubscribe: null,
    preferentialBoardRightsToSellSubscription: null,
    externalSubscribers: null,
    preferentialRightWaivedReason: null,
    preferentialRightWaivedReasonText: [],
    shareholderRights: 'FROM_REGISTRATION_DATE',
    isGuaranteeConsortiumEstablished: false,
    guaranteeConsortiumCommission: null,
    shareIssuePerShareTypes: firstClass
      ? [{ sharetypeId: firstClass.id, sharetypeCode: firstClass.code, isNewShareType: false, sharePrice: register.nominalValue, issueMode: { type: 'fixed', numberOfShares: quickSetupShareCount(register.nominalValue) } }]
      : [],
    subscribers: [],
    preferentialIssueSubscribers: [],
    ...preferentialAnswers(type, register),
  };
  return {
    ...empty,
    quickSetupType: type,
    usePowerOfAttorney: false,
    contributionTypes: ['cash'],
    properties,
    isSubscriptionForm: false,
    deadlineForSubscription: daysAhead(today, quickSetupDeadlineDays),
    isDisposableAccount: true,
    isAccountGiven: false,
    updateArticlesAutomatically: true,
    articleOfAssociationNumber: register.shareCapitalArticle,
  };
};

/** Removing quick setup returns the form to its defaults. */
export const removeQuickSetup = (): TCapitalIncrease => emptyCapitalIncrease();
