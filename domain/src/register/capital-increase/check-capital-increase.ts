import type { TCapitalIncrease } from './capital-increase.schemas';
import { capitalIncreaseVisibility } from './capital-increase-visibility';
import { checkIncreaseOfCapital } from './check-increase-of-capital';
import { checkNominalValueIncrease } from './check-nominal-value-increase';
import { checkPriceAndCounts } from './check-price-and-counts';
import { checkSubscribers } from './check-subscribers';
import { IssueList, type FormIssue } from './form-issues';
import type { RegisterFacts } from './register-facts';

/**
 * Every validation rule of seed 001 section 5 for the increase of share capital decision, applied to the parts
 * the form shows (`capitalIncreaseVisibility`). Returns the issues, each with its path and message key; none
 * means the decision may be saved.
 */
export const checkCapitalIncrease = (form: TCapitalIncrease, register: RegisterFacts): FormIssue[] => {
  const list = new IssueList();
  const visible = capitalIncreaseVisibility(form, register);
  checkIncreaseOfCapital(list, form, visible);
  if (form.properties?.type === 'shareIssue' && visible.shareIssue) checkPriceAndCounts(list, form.properties, register, visible);
  if (form.properties?.type === 'increaseNominalValue' && visible.nominalValueIncrease) checkNominalValueIncrease(list, form.properties, register);
  checkSubscribers(list, form, visible);
  return list.issues;
};
