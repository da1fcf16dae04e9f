import Decimal from 'decimal.js';
import { formatMoney, formatMoneyExact } from '../../kernel/format/money';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import type { TCapitalIncrease, TNominalValueIncreaseProperties, TShareIssueProperties } from './capital-increase.schemas';
import { issueBounds } from './check-price-and-counts';
import { newNominalValue } from './check-nominal-value-increase';
import { contributionSentences } from './resolution-contributions';
import type { RegisterFacts } from './register-facts';

export type Translate = (key: string, params?: Record<string, string>) => string;

const decimalOf = (value: string | null) => (value !== null && /^\d+([.,]\d+)?$/.test(value.trim()) ? new Decimal(value.trim().replace(',', '.')) : null);

type Figures = { language: Language; currency: string; t: Translate };
const money = ({ language, currency }: Figures, amount: Decimal) => formatMoney(amount.toFixed(), language, currency);
const perShare = ({ language, currency }: Figures, amount: Decimal) => formatMoneyExact(amount.toFixed(), language, currency);
const shares = ({ language }: Figures, count: bigint) => formatShares(count, language);

const articleSentence = (f: Figures, form: TCapitalIncrease, capital: Decimal, count: bigint, nominal: Decimal): string[] =>
  form.updateArticlesAutomatically && form.articleOfAssociationNumber !== null
    ? [f.t('capitalIncrease.resolution.article', { paragraph: String(form.articleOfAssociationNumber), capital: money(f, capital), shares: shares(f, count), nominal: perShare(f, nominal) })]
    : [];

const settlement = (f: Figures, form: TCapitalIncrease): string[] => {
  const lines: string[] = [];
  if (form.isSubscriptionForm === true && form.periodForSubscription.from && form.periodForSubscription.to)
    lines.push(f.t('capitalIncrease.resolution.subscriptionForm', { from: form.periodForSubscription.from, to: form.periodForSubscription.to }));
  else if (form.isSubscriptionForm === false) lines.push(f.t('capitalIncrease.resolution.inMinutes'));
  if (form.contributionTypes.includes('debt')) lines.push(f.t('capitalIncrease.resolution.debt'));
  if (form.contributionTypes.includes('kind')) lines.push(f.t('capitalIncrease.resolution.kind'));
  lines.push(...contributionSentences(f, form));
  if (form.contributionTypes.includes('cash') && form.deadlineForSubscription)
    lines.push(
      form.isAccountGiven && form.accountNumber
        ? f.t('capitalIncrease.resolution.cashToAccount', { date: form.deadlineForSubscription, account: form.accountNumber })
        : f.t('capitalIncrease.resolution.cash', { date: form.deadlineForSubscription }),
    );
  const costs = decimalOf(form.estimatedCosts);
  if (costs) lines.push(f.t('capitalIncrease.resolution.costs', { amount: money(f, costs) }));
  return lines;
};

const shareIssueText = (f: Figures, form: TCapitalIncrease, issue: TShareIssueProperties, register: RegisterFacts): string[] => {
  const nominal = decimalOf(register.nominalValue ?? issue.nominalValue);
  if (!nominal) return [];
  const lines: string[] = [];
  const before = nominal.times(register.totalShares.toString());
  let issuedMin = 0n;
  let issuedMax = 0n;
  for (const line of issue.shareIssuePerShareTypes) {
    const bounds = issueBounds(line.issueMode);
    const price = decimalOf(line.sharePrice);
    if (!bounds || !price) continue;
    issuedMin += bounds.min;
    issuedMax += bounds.max;
    const className = f.t(`shareClass.${line.sharetypeCode ?? register.shareClasses.find(({ id }) => id === line.sharetypeId)?.code ?? 'COMMON'}.name`);
    lines.push(f.t('capitalIncrease.resolution.price', { price: perShare(f, price), className, total: money(f, price.times(bounds.max.toString())) }));
  }
  const increase = (count: bigint) => money(f, nominal.times(count.toString()));
  lines.unshift(
    issuedMin === issuedMax
      ? f.t('capitalIncrease.resolution.issue', { amount: increase(issuedMax), before: money(f, before), after: money(f, before.plus(nominal.times(issuedMax.toString()))), shares: shares(f, issuedMax), nominal: perShare(f, nominal) })
      : f.t('capitalIncrease.resolution.issueInterval', { min: increase(issuedMin), max: increase(issuedMax), minShares: shares(f, issuedMin), maxShares: shares(f, issuedMax), nominal: perShare(f, nominal) }),
  );
  if (issue.preferentialRight === true) {
    lines.push(f.t('capitalIncrease.resolution.preferential'));
    lines.push(f.t(issue.preferentialRightTransferable ? 'capitalIncrease.resolution.transferable' : 'capitalIncrease.resolution.notTransferable'));
    lines.push(f.t(issue.preferentialRightOversubscribe ? 'capitalIncrease.resolution.oversubscription' : 'capitalIncrease.resolution.noOversubscription'));
  } else if (issue.preferentialRight === false && register.totalShares > 0n) lines.push(f.t('capitalIncrease.resolution.waived'));
  const named = issue.subscribers.filter((subscriber) => subscriber.subscriptions.some(({ numberOfShares }) => decimalOf(numberOfShares)?.gt(0)));
  if (named.length) {
    lines.push(f.t('capitalIncrease.resolution.subscribers'));
    for (const subscriber of named) {
      const count = subscriber.subscriptions.reduce((sum, { numberOfShares }) => sum + (decimalOf(numberOfShares)?.isInteger() ? BigInt(numberOfShares!.trim()) : 0n), 0n);
      lines.push(f.t('capitalIncrease.resolution.subscriber', { name: subscriber.name, shares: shares(f, count) }));
    }
  }
  lines.push(...settlement(f, form));
  if (issue.shareholderRights) lines.push(f.t(`capitalIncrease.resolution.rights.${issue.shareholderRights}`));
  if (issuedMin === issuedMax) lines.push(...articleSentence(f, form, before.plus(nominal.times(issuedMax.toString())), register.totalShares + issuedMax, nominal));
  return lines;
};

const nominalIncreaseText = (f: Figures, form: TCapitalIncrease, increase: TNominalValueIncreaseProperties, register: RegisterFacts): string[] => {
  const amount = decimalOf(increase.increaseInNominalValue);
  const oldNominal = decimalOf(register.nominalValue);
  if (!amount || !oldNominal) return [];
  const nominal = newNominalValue(register, amount);
  const count = register.totalShares.toString();
  const lines = [
    f.t('capitalIncrease.resolution.nominalIncrease', {
      amount: money(f, amount.times(count)),
      before: money(f, oldNominal.times(count)),
      after: money(f, nominal.times(count)),
      increase: perShare(f, amount),
      oldNominal: perShare(f, oldNominal),
      newNominal: perShare(f, nominal),
    }),
  ];
  for (const line of increase.contributionPerShareTypes) {
    const contribution = decimalOf(line.contributionPerShare);
    if (contribution) lines.push(f.t('capitalIncrease.resolution.contributionPerShare', { amount: perShare(f, contribution), className: line.name }));
  }
  lines.push(...settlement(f, form));
  lines.push(...articleSentence(f, form, nominal.times(count), register.totalShares, nominal));
  return lines;
};

/**
 * The resolution of the increase of share capital in one language, paragraph by paragraph, from the form and the
 * register (the share capital before and after, the new shares, the nominal value), figures written as the language
 * writes them; ready for the board's proposal and the general meeting's minutes. Parts not yet filled in are left out.
 */
export const resolutionText = (form: TCapitalIncrease, register: RegisterFacts, language: Language, t: Translate): string[] => {
  const figures: Figures = { language, currency: register.currency, t };
  if (form.properties?.type === 'shareIssue') return shareIssueText(figures, form, form.properties, register);
  if (form.properties?.type === 'increaseNominalValue') return nominalIncreaseText(figures, form, form.properties, register);
  return [];
};
