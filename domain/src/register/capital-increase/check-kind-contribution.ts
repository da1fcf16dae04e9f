import { isLocalDate } from '../../kernel/validation/calendar-date';
import type { TKindContribution } from './capital-increase.schemas';
import { convertToCompanyCurrency } from '../exchange-rates/convert-amount';
import { requiredDecimal, type IssueList } from './form-issues';

const currencyMethods = ['USD', 'EUR', 'SEK', 'DKK', 'otherCurrency'] as const;
const isCurrencyMethod = (method: TKindContribution['method']) => (currencyMethods as readonly (string | null)[]).includes(method);

/**
 * The value of a contribution in kind in the company's currency (seed 001 section 5): the amount times the exchange
 * rate for a currency (to øre); otherwise the value given, by default the subscriber's total price. Null while incomplete.
 */
export const kindContributionValue = (kind: TKindContribution, subscriberTotalPrice: string): string | null => {
  const method = kind.contributionMethod;
  if (method?.type === 'currency') {
    if (method.value === null || method.exchangeRate === null) return null;
    return convertToCompanyCurrency(method.value, method.exchangeRate);
  }
  return kind.value ?? subscriberTotalPrice;
};

/**
 * Seed 001 section 5, "Kind contribution": the method is required; a currency needs its code, a positive value and
 * exchange rate, a source (and the other source when OTHER) and the source's date; the subscriber needs an address.
 */
export const checkKindContribution = (list: IssueList, path: (string | number)[], kind: TKindContribution | null, address: string) => {
  const subscriberPath = path.slice(0, -1);
  list.required([...subscriberPath, 'address'], address);
  if (!list.required(path, kind) || !list.required([...path, 'method'], kind!.method)) return;
  if (!isCurrencyMethod(kind!.method)) return;
  const method = kind!.contributionMethod;
  const at = [...path, 'contributionMethod'];
  if (method?.type !== 'currency') return list.add(at, 'required');
  list.required([...at, 'currency'], method.currency);
  requiredDecimal(list, [...at, 'value'], method.value, { positive: true });
  requiredDecimal(list, [...at, 'exchangeRate'], method.exchangeRate, { positive: true });
  list.required([...at, 'source'], method.source);
  if (method.source === 'OTHER') list.required([...at, 'otherSource'], method.otherSource);
  if (list.required([...at, 'sourceDate'], method.sourceDate) && !isLocalDate(method.sourceDate!)) list.add([...at, 'sourceDate'], 'localdate-field.invalid-date');
};
