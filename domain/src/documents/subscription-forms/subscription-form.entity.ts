import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { formatDate } from '../../kernel/format/date';
import { languages } from '../../kernel/i18n/languages';
import { Company } from '../../platform/companies/company.entity';
import { SigningRequest } from '../signing/signing-request.entity';
import type { SubscriptionOffer } from './subscription-offer';

/**
 * One subscriber's subscription form for an increase of share capital (seed 002: subscription form, signer type
 * SUBSCRIPTION): the offer as sent (kept, so a later edit of the decision changes no form already out), the signing
 * request its signers sign, and when the shares were entered. The decision and project are named by id, as the
 * signing engine names the decision tool's documents, since governance sits above this room.
 */
export const SubscriptionFormSchema = defineEntity({
  name: 'SubscriptionForm',
  uniques: [{ properties: ['decisionId', 'subscriberId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    projectId: p.uuid(),
    decisionId: p.uuid().index(),
    subscriberId: p.string().length(64),
    signingRequest: () => p.oneToOne(SigningRequest).owner().deleteRule('cascade'),
    offer: p.json<SubscriptionOffer>(),
    language: p.enum(languages),
    /** The subscription period's first and last day (YYYY-MM-DD, Norwegian and Swedish time). */
    periodFrom: p.string().length(10),
    periodTo: p.string().length(10),
    filledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SubscriptionForm extends SubscriptionFormSchema.class {}
SubscriptionFormSchema.setClass(SubscriptionForm);

/**
 * Where the subscription period stands today (seed 002: subscriptionPeriod hasStarted, hasEnded): it starts on its
 * first day and ends after its last, by the date in Norway and Sweden. Here beside the entity because the signing
 * engine checks it too, before a subscription form is signed.
 */
export const subscriptionPeriodOf = (form: Pick<SubscriptionForm, 'periodFrom' | 'periodTo'>, now: Date) => {
  const today = formatDate(now);
  return { hasStarted: today >= form.periodFrom, hasEnded: today > form.periodTo };
};
