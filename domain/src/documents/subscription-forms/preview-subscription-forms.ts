import type { Company } from '../../platform/companies/company.entity';
import type { Language } from '../../kernel/i18n/languages';
import { DomainError } from '../../kernel/errors/domain-error';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { subscriptionFormPdf } from './subscription-form-pdf';
import { subscriptionOffersOf } from './subscription-offer';
import type { SubscriptionFormPreviewView } from './subscription-form-views';
import { subscriptionFormTitle } from './send-subscription-forms';

/** The send dialog's batch preview, electronic form tab: per subscriber what the form offers and who signs. */
export const previewSubscriptionForms = (form: TCapitalIncrease, language: Language): SubscriptionFormPreviewView => ({
  language,
  forms: subscriptionOffersOf(form).map(({ subscriberId, name, signers, isOversubscriptionAvailable, period, deadline, shares }) => ({ subscriberId, name, signers, isOversubscriptionAvailable, period, deadline, shares })),
});

/** The send dialog's batch preview, document tab: one subscriber's form as the PDF they will get. */
export const previewSubscriptionFormPdf = async ({ company, form, subscriberId, language }: { company: Company; form: TCapitalIncrease; subscriberId: string; language: Language }) => {
  const offer = subscriptionOffersOf(form).find((entry) => entry.subscriberId === subscriberId);
  if (!offer) throw new DomainError('subscriptionForms.subscriberNotFound');
  return { name: subscriptionFormTitle(offer, language), contentType: 'application/pdf', data: await subscriptionFormPdf({ company, offer, language, subscribed: null }) };
};
