import type { EntityManager } from '@mikro-orm/core';
import { Signer } from '../signing/signer.entity';
import type { SubscriptionForm } from './subscription-form.entity';
import { subscriptionPeriodOf } from './subscription-form.entity';
import { subscriptionFormOfLink } from './subscription-form-of-link';
import type { SubscriptionFormDetailsView } from './subscription-form-views';
import { Subscription } from './subscription.entity';

/** The form as its signer sees it now. */
export const subscriptionFormDetailsView = async (em: EntityManager, form: SubscriptionForm, signer: Signer, now: Date): Promise<SubscriptionFormDetailsView> => {
  const subscriptions = await em.find(Subscription, { form });
  const { offer } = form;
  return {
    documentId: form.id,
    orgNo: form.company.organisationNumber,
    companyName: form.company.name,
    currency: form.company.currency,
    language: form.language,
    shareholder: offer.name,
    signerName: signer.name,
    isShareIssue: offer.isShareIssue,
    isPreferentialRights: offer.isPreferentialRights,
    isOversubscriptionAvailable: offer.isOversubscriptionAvailable,
    subscriptionPeriod: { ...offer.period, ...subscriptionPeriodOf(form, now) },
    deadline: offer.deadline,
    subscriber: { name: offer.name, organisationNumber: offer.organisationNumber },
    shares: offer.shares.map((line) => ({ ...line, numberOfShares: subscriptions.find((entry) => entry.sharetypeId === line.sharetypeId)?.numberOfShares.toString() ?? null })),
    isFilledIn: form.filledAt !== null,
    signingMethod: signer.signingMethod,
    signerStatus: { isSigned: signer.signedAt !== null, signingTime: signer.signedAt?.toISOString() ?? null },
  };
};

/** `GET /sign/subscription-form-details/{id}`: the form of the link's signer. */
export const subscriptionFormDetails = async ({ em, ref, now = new Date() }: { em: EntityManager; ref: string; now?: Date }) => {
  const { signer, form } = await subscriptionFormOfLink(em, ref);
  return subscriptionFormDetailsView(em, form, signer, now);
};

/** `GET /sign/check-subscription-signing-status/{id}`. */
export const checkSubscriptionSigningStatus = async ({ em, ref }: { em: EntityManager; ref: string }) => {
  const { signer, form } = await subscriptionFormOfLink(em, ref);
  return { isSigned: signer.signedAt !== null, signingTime: signer.signedAt?.toISOString() ?? null, isFilledIn: form.filledAt !== null, documentSigningStatus: signer.request.status };
};

/** Whether any signer of the form's request has signed: the shares are then part of a signature and no longer change. */
export const anySignerSigned = async (em: EntityManager, form: SubscriptionForm) => (await em.count(Signer, { request: form.signingRequest, signedAt: { $ne: null } })) > 0;
