import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { signerOfLink } from '../signing/signing-target';
import type { Signer } from '../signing/signer.entity';
import { SubscriptionForm } from './subscription-form.entity';

/**
 * The subscription form a personal link's signer fills in and signs: only a SUBSCRIPTION signer's link has one
 * (another link is `signing.linkInvalid`); a cancelled request's form is `signing.requestCancelled`.
 */
export const subscriptionFormOfLink = async (em: EntityManager, ref: string): Promise<{ signer: Signer; form: SubscriptionForm }> => {
  const signer = await signerOfLink(em, ref);
  const form = signer.signerType === 'SUBSCRIPTION' ? await em.findOne(SubscriptionForm, { signingRequest: signer.request }, { populate: ['company'] }) : null;
  if (!form) throw new DomainError('signing.linkInvalid');
  if (signer.request.status === 'CANCELLED') throw new DomainError('signing.requestCancelled');
  return { signer, form };
};
