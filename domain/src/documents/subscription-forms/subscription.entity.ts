import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SubscriptionForm } from './subscription-form.entity';

/**
 * The shares a subscriber subscribed in one share class on their subscription form, per decision, and when the form
 * was signed by all its signers (null until then). Entered again while unsigned; signed, it no longer changes.
 */
export const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  uniques: [{ properties: ['form', 'sharetypeId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    form: () => p.manyToOne(SubscriptionForm).deleteRule('cascade'),
    decisionId: p.uuid().index(),
    subscriberId: p.string().length(64),
    sharetypeId: p.string().length(64),
    numberOfShares: p.bigint(),
    subscribedAt: p.datetime(),
    signedAt: p.datetime().nullable(),
  },
});

export class Subscription extends SubscriptionSchema.class {}
SubscriptionSchema.setClass(Subscription);
