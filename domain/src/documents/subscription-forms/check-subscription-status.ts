import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { Signer } from '../signing/signer.entity';
import { SubscriptionForm } from './subscription-form.entity';
import type { SubscriptionStatusView } from './subscription-form-views';
import { Subscription } from './subscription.entity';

/**
 * `GET /document/check-subscription-status/{documentId}/{orgNo}`: per subscriber of the decision (`documentId`) the
 * shares offered and subscribed, and whether every signer has signed. A cancelled request's form is left out.
 */
export const checkSubscriptionStatus = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }): Promise<SubscriptionStatusView> => {
  const forms = (await em.find(SubscriptionForm, { company, decisionId: documentId }, { populate: ['signingRequest'], orderBy: { createdAt: 'asc' } })).filter((form) => form.signingRequest.status !== 'CANCELLED');
  const [subscriptions, signers] = await Promise.all([
    em.find(Subscription, { form: { $in: forms } }),
    em.find(Signer, { request: { $in: forms.map((form) => form.signingRequest) } }, { orderBy: { position: 'asc' } }),
  ]);
  return {
    documentId,
    subscriptions: forms.map((form) => {
      const own = signers.filter((signer) => signer.request.id === form.signingRequest.id);
      const isSigned = own.length > 0 && own.every((signer) => signer.signedAt);
      return {
        formId: form.id,
        name: form.offer.name,
        isFilledIn: form.filledAt !== null,
        isSigned,
        signedAt: isSigned ? new Date(Math.max(...own.map((signer) => signer.signedAt!.getTime()))).toISOString() : null,
        shares: form.offer.shares.map((line) => ({
          sharetypeId: line.sharetypeId,
          sharetypeCode: line.sharetypeCode,
          availableShares: line.availableShares,
          numberOfShares: subscriptions.find((entry) => entry.form.id === form.id && entry.sharetypeId === line.sharetypeId)?.numberOfShares.toString() ?? null,
        })),
        signers: own.map((signer) => ({ name: signer.name, email: signer.email, isSigned: signer.signedAt !== null, signedAt: signer.signedAt?.toISOString() ?? null })),
      };
    }),
  };
};
