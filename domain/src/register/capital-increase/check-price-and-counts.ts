import type Decimal from 'decimal.js';
import type { TShareIssueProperties } from './capital-increase.schemas';
import type { CapitalIncreaseVisibility } from './capital-increase-visibility';
import { requiredCount, requiredDecimal, type IssueList } from './form-issues';
import type { RegisterFacts } from './register-facts';

/** The nominal value prices are held against: the register's, or the one the first issue names. */
const nominalOf = (issue: TShareIssueProperties, register: RegisterFacts): string | null => register.nominalValue ?? issue.nominalValue;

/** The fewest and most shares an issue line may issue: its fixed count, or its interval. */
export const issueBounds = (mode: TShareIssueProperties['shareIssuePerShareTypes'][number]['issueMode']): { min: bigint; max: bigint } | null => {
  const read = (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? BigInt(value.trim()) : null);
  const [min, max] = mode.type === 'fixed' ? [read(mode.numberOfShares), read(mode.numberOfShares)] : [read(mode.from), read(mode.to)];
  return min === null || max === null ? null : { min, max };
};

const notBelowNominal = (list: IssueList, path: (string | number)[], price: Decimal | null, nominal: string | null, currency: string) => {
  if (price && nominal !== null && /^\d+(\.\d+)?$/.test(nominal) && price.lessThan(nominal)) list.add(path, 'greater-than-nominal', { currency, nominalValue: nominal });
};

/**
 * Seed 001 section 5, "Price and counts" (and "Issue": at least one class with shares): each class's price is
 * required, zero or more and not below the nominal value; counts are whole and zero or more; an interval needs
 * from and to; the shares subscribed per class lie between the interval's minimum and maximum (the fixed count
 * both). A subscriber line's own price, when given, is held to the nominal value too.
 */
export const checkPriceAndCounts = (list: IssueList, issue: TShareIssueProperties, register: RegisterFacts, visible: CapitalIncreaseVisibility) => {
  const at = (...path: (string | number)[]) => ['properties', ...path];
  const nominal = nominalOf(issue, register);
  if (issue.shareIssuePerShareTypes.length === 0) list.add(at('shareIssuePerShareTypes'), 'noShareIssueError');
  issue.shareIssuePerShareTypes.forEach((line, index) => {
    const path = at('shareIssuePerShareTypes', index);
    notBelowNominal(list, [...path, 'sharePrice'], requiredDecimal(list, [...path, 'sharePrice'], line.sharePrice), nominal, register.currency);
    if (line.issueMode.type === 'fixed') requiredCount(list, [...path, 'issueMode', 'numberOfShares'], line.issueMode.numberOfShares);
    else {
      const from = requiredCount(list, [...path, 'issueMode', 'from'], line.issueMode.from);
      const to = requiredCount(list, [...path, 'issueMode', 'to'], line.issueMode.to);
      if (from !== null && to !== null && from > to) list.add([...path, 'issueMode', 'to'], 'capitalIncrease.intervalOrder');
    }
  });
  const subscribers = visible.subscribers ? issue.subscribers : visible.preferentialIssueSubscribers ? issue.preferentialIssueSubscribers : [];
  const key = visible.subscribers ? 'subscribers' : 'preferentialIssueSubscribers';
  const subscribed = new Map<string, bigint>();
  subscribers.forEach((subscriber, s) =>
    subscriber.subscriptions.forEach((subscription, i) => {
      const path = at(key, s, 'subscriptions', i);
      const count = requiredCount(list, [...path, 'numberOfShares'], subscription.numberOfShares);
      if (count !== null) subscribed.set(subscription.sharetypeId, (subscribed.get(subscription.sharetypeId) ?? 0n) + count);
      if (subscription.subscriptionPrice !== null && subscription.subscriptionPrice.trim() !== '')
        notBelowNominal(list, [...path, 'subscriptionPrice'], requiredDecimal(list, [...path, 'subscriptionPrice'], subscription.subscriptionPrice), nominal, register.currency);
    }),
  );
  if (!visible.subscribers) return;
  issue.shareIssuePerShareTypes.forEach((line, index) => {
    const bounds = issueBounds(line.issueMode);
    const count = subscribed.get(line.sharetypeId) ?? 0n;
    if (bounds && (count < bounds.min || count > bounds.max))
      list.add(at('shareIssuePerShareTypes', index, 'issueMode'), 'capitalIncrease.issuedOutsideInterval', { min: bounds.min.toString(), max: bounds.max.toString(), subscribed: count.toString() });
  });
};
