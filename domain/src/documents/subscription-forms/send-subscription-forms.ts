import type { EntityManager } from '@mikro-orm/core';
import { translate } from '../../collected/translate';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { sendSigningRequest } from '../signing/send-signing-request';
import { defaultSendSealedCopyTo } from '../signing/signing-constants';
import { isEmail } from '../../kernel/validation/email';
import type { FileStore } from '../storage/file-store';
import { withStoredFiles } from '../storage/store-files';
import { SubscriptionForm } from './subscription-form.entity';
import { subscriptionFormPdf } from './subscription-form-pdf';
import { subscriptionOffersOf, type SubscriptionOffer } from './subscription-offer';
import type { TSendSubscriptionForms } from './subscription-forms.schemas';

/** A form's file name: its title and the subscriber, in the form's language. */
export const subscriptionFormTitle = (offer: Pick<SubscriptionOffer, 'name'>, language: TSendSubscriptionForms['language']) =>
  `${translate(language, 'subscriptionForms.pdf.title')} ${offer.name}`.replace(/[^\p{L}\p{N} ()._,-]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 240) + '.pdf';

/** Forms of the decision still out or signed; cancelled ones may be sent again. */
const liveForms = (em: EntityManager, company: Company, decisionId: string) =>
  em.find(SubscriptionForm, { company, decisionId }, { populate: ['signingRequest'] });

/**
 * "Send subscription form for signing": one form per subscriber of a saved decision (`subscriptionOffersOf`), each its
 * own signing request of type `subscription_form` whose signers (type SUBSCRIPTION, email code) get a personal link to
 * `/subscription-form`. All in one transaction with the offers kept; the sealed copies go to the admin archive.
 * Refused, writing nothing: forms already out (`subscriptionForms.alreadySent`), a signer without a valid email.
 */
export const sendSubscriptionForms = async ({
  em,
  store,
  appUrl,
  company,
  sender,
  projectId,
  decisionId,
  form,
  input,
}: {
  em: EntityManager;
  store: FileStore;
  appUrl: string;
  company: Company;
  sender: User;
  projectId: string;
  decisionId: string;
  form: TCapitalIncrease;
  input: TSendSubscriptionForms;
}) => {
  const offers = subscriptionOffersOf(form);
  const withoutEmail = offers.flatMap((offer) => offer.signers).find((signer) => !isEmail(signer.email));
  if (withoutEmail) throw new DomainError('subscriptionForms.signerWithoutEmail', { name: withoutEmail.name });
  if ((await liveForms(em, company, decisionId)).some((existing) => existing.signingRequest.status !== 'CANCELLED')) throw new DomainError('subscriptionForms.alreadySent');
  const files = await Promise.all(offers.map(async (offer) => ({ data: await subscriptionFormPdf({ company, offer, language: input.language, subscribed: null }), contentType: 'application/pdf' })));
  return withStoredFiles({
    em,
    store,
    company,
    files,
    command: async (tx, originals) => {
      const earlier = await liveForms(tx, company, decisionId);
      if (earlier.some((existing) => existing.signingRequest.status !== 'CANCELLED')) throw new DomainError('subscriptionForms.alreadySent');
      earlier.forEach((existing) => tx.remove(existing));
      await tx.flush();
      const forms = offers.map((offer, index) => {
        const request = sendSigningRequest({
          tx,
          appUrl,
          draft: {
            company,
            sender,
            source: 'dbot',
            projectId,
            documentType: 'subscription_form',
            title: subscriptionFormTitle(offer, input.language),
            original: originals[index]!,
            signers: offer.signers.map((signer) => ({ ...signer, signingMethod: 'AUTH_EMAIL', signerType: 'SUBSCRIPTION', language: input.language })),
            emailBody: input.emailBody,
            settings: { sendSealedCopyTo: defaultSendSealedCopyTo, otherRecipients: [], batchEmails: false },
            destination: { section: 'admin-archive', folder: null },
          },
        });
        return tx.create(SubscriptionForm, {
          company,
          projectId,
          decisionId,
          subscriberId: offer.subscriberId,
          signingRequest: request,
          offer,
          language: input.language,
          periodFrom: offer.period.from,
          periodTo: offer.period.to,
          filledAt: null,
        });
      });
      recordAuditEvent({ em: tx, type: 'subscriptionForms.sent', actor: sender, company, after: { projectId, decisionId, forms: forms.map((entry) => ({ id: entry.id, subscriberId: entry.subscriberId, requestId: entry.signingRequest.id })) } });
      await tx.flush();
      return { sent: forms.length };
    },
  });
};
