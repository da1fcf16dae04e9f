import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { SubscriptionForm, subscriptionPeriodOf } from '../subscription-forms/subscription-form.entity';
import { Subscription } from '../subscription-forms/subscription.entity';
import type { Signer } from './signer.entity';

/**
 * A subscription form is signed only once its shares are entered (`signing.subscription.form.notFilledIn`) and only
 * within its period (`signing.subscription.form.periodEnded`), whichever way its signer signs.
 */
export const requireSubscriptionFormsReady = async (em: EntityManager, signers: Signer[], now = new Date()) => {
  const requests = signers.filter((signer) => signer.signerType === 'SUBSCRIPTION').map((signer) => signer.request);
  if (!requests.length) return;
  const forms = await em.find(SubscriptionForm, { signingRequest: { $in: requests } });
  for (const form of forms) {
    if (subscriptionPeriodOf(form, now).hasEnded) throw new DomainError('signing.subscription.form.periodEnded');
    if (!form.filledAt) throw new DomainError('signing.subscription.form.notFilledIn');
  }
};

/** In the last signature's transaction: the form's subscriptions are signed now. */
export const markSubscriptionsSigned = async (tx: EntityManager, requestId: string, now: Date) => {
  const form = await tx.findOne(SubscriptionForm, { signingRequest: requestId });
  if (form) await tx.nativeUpdate(Subscription, { form }, { signedAt: now });
};
