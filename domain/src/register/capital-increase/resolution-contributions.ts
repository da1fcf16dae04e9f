import { formatLongDate } from '../../kernel/format/date';
import { formatMoney } from '../../kernel/format/money';
import { formatQuantity } from '../../kernel/format/quantity';
import type { Language } from '../../kernel/i18n/languages';
import { typedDecimal } from '../exchange-rates/convert-amount';
import type { TCapitalIncrease, TShareIssuePerShareType, TSubscriber } from './capital-increase.schemas';
import { subscribersOf } from './capital-increase-visibility';
import { kindContributionValue } from './check-kind-contribution';
import { subscriberTotalPrice } from './subscriber-total-price';

type Translate = (key: string, params?: Record<string, string>) => string;
type Writer = { language: Language; currency: string; t: Translate };

const isAmount = (typed: string | null) => typedDecimal(typed) !== null;
const amountOf = (typed: string) => typedDecimal(typed)!;

const debtSentence = ({ language, currency, t }: Writer, subscriber: TSubscriber): string | null => {
  const debt = subscriber.debtContribution;
  if (!debt || !isAmount(debt.totalAmountReceivable) || !isAmount(debt.maxAmountToBeConverted)) return null;
  const sentence = t('capitalIncrease.resolution.debtSubscriber', {
    name: subscriber.name,
    total: formatMoney(amountOf(debt.totalAmountReceivable!), language, currency),
    max: formatMoney(amountOf(debt.maxAmountToBeConverted!), language, currency),
  });
  return debt.description.trim() ? `${sentence} ${debt.description.trim()}` : sentence;
};

const kindSentence = ({ language, currency, t }: Writer, subscriber: TSubscriber, lines: readonly TShareIssuePerShareType[]): string | null => {
  const kind = subscriber.kindContribution;
  if (!kind?.method) return null;
  const value = kindContributionValue(kind, subscriberTotalPrice(subscriber, lines));
  if (value === null || !isAmount(value)) return null;
  const method = kind.contributionMethod;
  if (method?.type === 'currency') {
    if (!method.currency || !method.sourceDate || !isAmount(method.value) || !isAmount(method.exchangeRate)) return null;
    const source = method.source === 'OTHER' ? (method.otherSource ?? '') : t(`capitalIncrease.form.kind.source.${method.source}`);
    return t('capitalIncrease.resolution.kindCurrency', {
      name: subscriber.name,
      amount: formatMoney(amountOf(method.value!), language, method.currency),
      value: formatMoney(amountOf(value), language, currency),
      rate: formatQuantity(amountOf(method.exchangeRate!), language),
      source,
      date: formatLongDate(method.sourceDate, language),
    });
  }
  const description = (kind.descriptions.find((entry) => entry.language === language) ?? kind.descriptions.find(({ text }) => text.trim()))?.text.trim();
  if (!description) return null;
  return t('capitalIncrease.resolution.kindAsset', { name: subscriber.name, description, value: formatMoney(amountOf(value), language, currency) });
};

/**
 * What each subscriber contributes other than cash, one sentence each (aksjeloven § 10-2 and aktiebolagslagen 13 kap.
 * 5 § ask the resolution to name them): a claim set off with its size and the most converted, a currency amount with
 * its value in the company's currency, the rate, its source and date, other assets with their description and value.
 */
export const contributionSentences = (writer: Writer, form: TCapitalIncrease): string[] => {
  const lines = form.properties?.type === 'shareIssue' ? form.properties.shareIssuePerShareTypes : [];
  const debt = form.contributionTypes.includes('debt');
  const kind = form.contributionTypes.includes('kind');
  return subscribersOf(form).flatMap((subscriber) => [debt ? debtSentence(writer, subscriber) : null, kind ? kindSentence(writer, subscriber, lines) : null].filter((line): line is string => line !== null));
};
