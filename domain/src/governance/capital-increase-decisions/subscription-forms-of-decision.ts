import type { EntityManager } from '@mikro-orm/core';
import { previewSubscriptionFormPdf, previewSubscriptionForms } from '../../documents/subscription-forms/preview-subscription-forms';
import { sendSubscriptionForms } from '../../documents/subscription-forms/send-subscription-forms';
import type { TSendSubscriptionForms } from '../../documents/subscription-forms/subscription-forms.schemas';
import type { FileStore } from '../../documents/storage/file-store';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findCapitalIncreaseDecision } from './find-capital-increase-decision';

type DecisionRef = { em: EntityManager; company: Company; projectId: string; decisionId: string };

/** The saved form of a project's increase of share capital decision; none saved yet is `subscriptionForms.notSubscriptionForm`. */
const savedForm = async ({ em, company, projectId, decisionId }: DecisionRef) => {
  const { stored } = await findCapitalIncreaseDecision(em, company, projectId, decisionId);
  if (!stored) throw new DomainError('subscriptionForms.notSubscriptionForm');
  return stored.form;
};

/** `GET /project/{id}/decisions/{decisionId}/subscription-forms?lang`: the send dialog's electronic forms. */
export const previewDecisionSubscriptionForms = async (options: DecisionRef & { language: Language }) => previewSubscriptionForms(await savedForm(options), options.language);

/** `GET /project/{id}/decisions/{decisionId}/subscription-forms/{subscriberId}/pdf?lang`: the send dialog's document. */
export const previewDecisionSubscriptionFormPdf = async (options: DecisionRef & { subscriberId: string; language: Language }) =>
  previewSubscriptionFormPdf({ company: options.company, form: await savedForm(options), subscriberId: options.subscriberId, language: options.language });

/** `POST /project/{id}/decisions/{decisionId}/subscription-forms/send`: the decision's subscription forms to their signers. */
export const sendDecisionSubscriptionForms = async (options: DecisionRef & { store: FileStore; appUrl: string; sender: User; input: TSendSubscriptionForms }) =>
  sendSubscriptionForms({ ...options, form: await savedForm(options) });
