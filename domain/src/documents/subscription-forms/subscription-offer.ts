import { DomainError } from '../../kernel/errors/domain-error';
import type { TCapitalIncrease, TSubscriber } from '../../register/capital-increase/capital-increase.schemas';

/** One share class a subscriber is offered: its price and the shares offered (`availableShares`, digits). */
export type OfferedShares = { sharetypeId: string; sharetypeCode: string; sharePrice: string; availableShares: string; maxShares: string };

/**
 * What one subscriber's subscription form offers, taken from the decision when the forms are sent and kept with the
 * form, so a later edit of the decision does not change a form already out (or signed).
 */
export type SubscriptionOffer = {
  subscriberId: string;
  name: string;
  email: string;
  organisationNumber: string | null;
  signers: { name: string; email: string }[];
  isShareIssue: boolean;
  isPreferentialRights: boolean;
  isOversubscriptionAvailable: boolean;
  period: { from: string; to: string };
  deadline: string | null;
  shares: OfferedShares[];
};

const digits = (value: string | null | undefined) => (value && /^\d+$/.test(value.trim()) ? value.trim() : '0');

/**
 * The subscription forms a saved decision sends, one per subscriber of the group its form shows (the subscribers of a
 * placement, or those of a preferential issue). Each is signed by the subscriber's signers, by the signers for all
 * subscribers when the decision names them, else by the subscriber at their own address. Refused: a decision without
 * subscription forms (`subscriptionForms.notSubscriptionForm`), a nominal value increase (`subscriptionForms.notShareIssue`),
 * no subscriber (`subscriptionForms.noSubscribers`).
 */
export const subscriptionOffersOf = (form: TCapitalIncrease): SubscriptionOffer[] => {
  const { properties } = form;
  if (form.isSubscriptionForm !== true || !form.periodForSubscription.from || !form.periodForSubscription.to) throw new DomainError('subscriptionForms.notSubscriptionForm');
  if (properties?.type !== 'shareIssue') throw new DomainError('subscriptionForms.notShareIssue');
  const isPreferentialRights = properties.preferentialRight === true;
  const subscribers: TSubscriber[] = isPreferentialRights ? properties.preferentialIssueSubscribers : properties.subscribers;
  if (!subscribers.length) throw new DomainError('subscriptionForms.noSubscribers');
  const period = { from: form.periodForSubscription.from, to: form.periodForSubscription.to };
  return subscribers.map((subscriber) => ({
    subscriberId: subscriber.subscriberid,
    name: subscriber.name,
    email: subscriber.email,
    organisationNumber: subscriber.organisationNumber,
    signers: (form.isOtherSigningForAllSubscribers && form.signersForAllSubscribers.length ? form.signersForAllSubscribers : subscriber.signers.length ? subscriber.signers : [{ name: subscriber.contactName || subscriber.name, email: subscriber.email }]).map(
      ({ name, email }) => ({ name, email }),
    ),
    isShareIssue: true,
    isPreferentialRights,
    isOversubscriptionAvailable: isPreferentialRights && properties.preferentialRightOversubscribe === true,
    period,
    deadline: form.deadlineForSubscription,
    shares: subscriber.subscriptions.flatMap((subscription) => {
      const line = properties.shareIssuePerShareTypes.find((entry) => entry.sharetypeId === subscription.sharetypeId);
      if (!line) return [];
      const maxShares = line.issueMode.type === 'fixed' ? line.issueMode.numberOfShares : line.issueMode.to;
      return [
        {
          sharetypeId: subscription.sharetypeId,
          sharetypeCode: subscription.shareTypeCode ?? line.sharetypeCode ?? '',
          sharePrice: (subscription.subscriptionPrice || line.sharePrice || '0').trim().replace(',', '.'),
          availableShares: digits(subscription.numberOfShares),
          maxShares: digits(maxShares),
        },
      ];
    }),
  }));
};
