import type Decimal from 'decimal.js';
import { nominalValueDecimals, totalCapitalDecimals } from './capital-increase.constants';
import type { TNominalValueIncreaseProperties } from './capital-increase.schemas';
import { requiredDecimal, type IssueList } from './form-issues';
import type { RegisterFacts } from './register-facts';

/** The nominal value after the increase: the current one plus the increase. */
export const newNominalValue = (register: RegisterFacts, increase: Decimal): Decimal => increase.plus(register.nominalValue ?? '0');

/**
 * Seed 001 section 5, "Nominal value increase": the increase is required and positive; the new nominal value has at
 * most 4 decimals and the new share capital at most 9; each class's contribution per share is required, zero or
 * more, and not lower than the increase (its message names the currency and the new nominal value).
 */
export const checkNominalValueIncrease = (list: IssueList, increase: TNominalValueIncreaseProperties, register: RegisterFacts) => {
  const at = (...path: (string | number)[]) => ['properties', ...path];
  const amount = requiredDecimal(list, at('increaseInNominalValue'), increase.increaseInNominalValue, { positive: true });
  const nominal = amount && newNominalValue(register, amount);
  if (nominal && nominal.decimalPlaces() > nominalValueDecimals) list.add(at('increaseInNominalValue'), 'capitalIncrease.nominalValueDecimals', { max: nominalValueDecimals });
  if (nominal && nominal.times(register.totalShares.toString()).decimalPlaces() > totalCapitalDecimals)
    list.add(at('increaseInNominalValue'), 'capitalIncrease.totalCapitalDecimals', { max: totalCapitalDecimals });
  increase.contributionPerShareTypes.forEach((line, index) => {
    const contribution = requiredDecimal(list, at('contributionPerShareTypes', index, 'contributionPerShare'), line.contributionPerShare);
    if (contribution && amount && contribution.lessThan(amount))
      list.add(at('contributionPerShareTypes', index, 'contributionPerShare'), 'capitalIncrease.contributionBelowIncrease', { currency: register.currency, nominalValue: nominal!.toString() });
  });
  if (increase.contributionPerShareTypes.length === 0) list.add(at('contributionPerShareTypes'), 'required');
};
