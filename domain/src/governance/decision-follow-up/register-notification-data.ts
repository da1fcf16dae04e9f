import Decimal from 'decimal.js';
import type { TCapitalIncrease, TSubscriber } from '../../register/capital-increase/capital-increase.schemas';
import type { RegisterFacts } from '../../register/capital-increase/register-facts';

/** A subscriber in the notification's subscription list: the shares subscribed and what they pay. */
export type NotifiedSubscriber = { name: string; identifier: string | null; shares: bigint; amount: string };

/** A capital change as the register notification states it; money as decimal strings, shares whole. */
export type NotifiedCapitalChange = {
  currency: string;
  oldShareCapital: string;
  newShareCapital: string;
  oldShares: bigint;
  newShares: bigint;
  oldNominalValue: string;
  newNominalValue: string;
  subscribers: NotifiedSubscriber[];
  totalAmount: string;
};

const sharesOf = (subscriber: TSubscriber) => subscriber.subscriptions.reduce((sum, entry) => sum + BigInt(/^\d+$/.test(entry.numberOfShares ?? '') ? entry.numberOfShares! : '0'), 0n);
const amountOf = (subscriber: TSubscriber, defaultPrice: string) =>
  subscriber.subscriptions.reduce((sum, entry) => sum.plus(new Decimal(entry.numberOfShares || '0').times(entry.subscriptionPrice || defaultPrice)), new Decimal(0));

/**
 * The figures of an increase of share capital for the register notification (seed 001's decision form against the
 * register as it stood when decided): the share capital before and after, the shares and nominal value before and
 * after, and each subscriber's shares and amount. A share issue adds the subscribed shares at the nominal value; a
 * nominal value increase raises the nominal value of every share.
 */
export const capitalChangeOf = (form: TCapitalIncrease, register: RegisterFacts): NotifiedCapitalChange | null => {
  const properties = form.properties;
  if (!properties || !register.nominalValue) return null;
  const nominal = new Decimal(register.nominalValue);
  const oldShareCapital = nominal.times(register.totalShares.toString());
  const base = { currency: register.currency, oldShares: register.totalShares, oldNominalValue: nominal.toFixed(), oldShareCapital: oldShareCapital.toFixed() };
  if (properties.type === 'shareIssue') {
    const price = properties.shareIssuePerShareTypes[0]?.sharePrice || nominal.toFixed();
    const named = [...properties.subscribers, ...properties.preferentialIssueSubscribers].filter((subscriber) => sharesOf(subscriber) > 0n);
    const subscribers = named.map((subscriber) => ({ name: subscriber.name, identifier: subscriber.organisationNumber, shares: sharesOf(subscriber), amount: amountOf(subscriber, price).toFixed() }));
    const issued = subscribers.reduce((sum, { shares }) => sum + shares, 0n);
    return {
      ...base,
      newShares: register.totalShares + issued,
      newNominalValue: nominal.toFixed(),
      newShareCapital: nominal.times((register.totalShares + issued).toString()).toFixed(),
      subscribers,
      totalAmount: subscribers.reduce((sum, { amount }) => sum.plus(amount), new Decimal(0)).toFixed(),
    };
  }
  const newNominal = nominal.plus(properties.increaseInNominalValue || '0');
  const perShare = new Decimal(properties.sharePrice || properties.increaseInNominalValue || '0');
  const subscribers = properties.subscribers.map((subscriber) => ({ name: subscriber.name, identifier: subscriber.organisationNumber, shares: sharesOf(subscriber), amount: perShare.times(sharesOf(subscriber).toString()).toFixed() }));
  return {
    ...base,
    newShares: register.totalShares,
    newNominalValue: newNominal.toFixed(),
    newShareCapital: newNominal.times(register.totalShares.toString()).toFixed(),
    subscribers,
    totalAmount: subscribers.reduce((sum, { amount }) => sum.plus(amount), new Decimal(0)).toFixed(),
  };
};
