import { isLocalDate } from '../../kernel/validation/calendar-date';
import type { TCapitalIncrease } from './capital-increase.schemas';
import { preferentialRightAnswers, type CapitalIncreaseVisibility } from './capital-increase-visibility';
import { requiredDecimal, type IssueList } from './form-issues';

type Texts = { language: string; text: string }[];

const requiredDate = (list: IssueList, path: string[], value: string | null) => {
  if (list.required(path, value) && !isLocalDate(value!)) list.add(path, 'localdate-field.invalid-date');
};

const requiredTexts = (list: IssueList, path: (string | number)[], texts: Texts) => {
  if (!texts.some(({ text }) => text.trim() !== '')) list.add(path, 'required');
};

/** Seed 001 section 5, "Increase of capital": the decision's own questions, each where the form shows it. */
export const checkIncreaseOfCapital = (list: IssueList, form: TCapitalIncrease, visible: CapitalIncreaseVisibility) => {
  list.required(['contributionTypes'], form.contributionTypes);
  if (visible.increaseType) list.required(['properties'], form.properties);
  list.required(['usePowerOfAttorney'], form.usePowerOfAttorney);
  if (visible.powerOfAttorneyDetails) {
    requiredDate(list, ['powerOfAttorneyDate'], form.powerOfAttorneyDate);
    list.required(['powerOfAttorneyText'], form.powerOfAttorneyText);
  }
  if (visible.subscriptionFormQuestion) list.required(['isSubscriptionForm'], form.isSubscriptionForm);
  if (visible.subscriptionPeriod) {
    requiredDate(list, ['periodForSubscription', 'from'], form.periodForSubscription.from);
    requiredDate(list, ['periodForSubscription', 'to'], form.periodForSubscription.to);
  }
  if (visible.deadline) requiredDate(list, ['deadlineForSubscription'], form.deadlineForSubscription);
  if (visible.account) {
    list.required(['isDisposableAccount'], form.isDisposableAccount);
    list.required(['isAccountGiven'], form.isAccountGiven);
  }
  if (visible.accountNumber) list.required(['accountNumber'], form.accountNumber);
  requiredDecimal(list, ['estimatedCosts'], form.estimatedCosts);
  if (visible.specialCircumstancesUponSubscriptionText) requiredTexts(list, ['specialCircumstancesUponSubscription', 'texts'], form.specialCircumstancesUponSubscription.texts);
  if (visible.specialCircumstancesAfterLastApprovedAnnualAccountText)
    requiredTexts(list, ['specialCircumstancesAfterLastApprovedAnnualAccount', 'texts'], form.specialCircumstancesAfterLastApprovedAnnualAccount.texts);
  if (visible.excessAmountMethod) list.required(['excessAmountMethod'], form.excessAmountMethod);
  if (visible.articleNumber) list.required(['articleOfAssociationNumber'], form.articleOfAssociationNumber);

  if (form.properties?.type !== 'shareIssue' || !visible.shareIssue) return;
  const issue = form.properties;
  const at = (field: string) => ['properties', field];
  if (visible.nominalValue) requiredDecimal(list, at('nominalValue'), issue.nominalValue, { positive: true });
  if (visible.preferentialRight) list.required(at('preferentialRight'), issue.preferentialRight);
  if (visible.preferentialAnswers) for (const answer of preferentialRightAnswers) list.required(at(answer), issue[answer]);
  if (visible.waivedReason) list.required(at('preferentialRightWaivedReason'), issue.preferentialRightWaivedReason);
  if (visible.waivedReasonText) requiredTexts(list, at('preferentialRightWaivedReasonText'), issue.preferentialRightWaivedReasonText);
  list.required(at('shareholderRights'), issue.shareholderRights);
  if (visible.guaranteeCommission) {
    const commission = issue.guaranteeConsortiumCommission;
    if (list.required(at('guaranteeConsortiumCommission'), commission) && commission!.numberOfShares === null && commission!.percentOfGuaranteedAmount === null)
      list.add(at('guaranteeConsortiumCommission'), 'required');
    else if (commission) {
      if (commission.numberOfShares !== null) requiredDecimal(list, [...at('guaranteeConsortiumCommission'), 'numberOfShares'], commission.numberOfShares);
      if (commission.percentOfGuaranteedAmount !== null) requiredDecimal(list, [...at('guaranteeConsortiumCommission'), 'percentOfGuaranteedAmount'], commission.percentOfGuaranteedAmount);
    }
  }
};
