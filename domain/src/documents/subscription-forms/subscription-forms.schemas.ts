import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { textSchema } from '../../kernel/validation/text';
import type { OfferedShares } from './subscription-offer';

/** `POST /sign/update-subscription-form/{id}`: the shares subscribed per class, as typed. */
export const ZSubscriptionFormUpdateSchema = z.object({
  shares: z
    .array(z.object({ sharetypeId: z.string().trim().min(1).max(64), numberOfShares: z.string().max(40) }))
    .min(1)
    .max(50),
});
export type TSubscriptionFormUpdate = z.infer<typeof ZSubscriptionFormUpdateSchema>;

/** `POST /project/{id}/decisions/{decisionId}/subscription-forms/send`: the forms' language and the message to the signers. */
export const ZSendSubscriptionFormsSchema = z.object({
  language: z.enum(languages).default('nb'),
  emailBody: textSchema(5000).default(''),
});
export type TSendSubscriptionForms = z.infer<typeof ZSendSubscriptionFormsSchema>;

type Offer = { isOversubscriptionAvailable: boolean; shares: Pick<OfferedShares, 'sharetypeId' | 'availableShares' | 'maxShares'>[] };

/**
 * The subscribed shares against the offer (seed 002, section 5): each offered class once, a whole number of zero or
 * more (`required`, `number-field.not-a-number`, `signing.subscription.form.shares.negative`), at most the shares
 * offered unless over-subscription is open, then at most the class's whole issue
 * (`signing.subscription.form.shares.oversubscribe` with availableShares). The page and the server check with it.
 */
export const subscribedSharesSchema = (offer: Offer) =>
  ZSubscriptionFormUpdateSchema.superRefine((input, ctx) => {
    offer.shares.forEach((offered) => {
      const index = input.shares.findIndex((entry) => entry.sharetypeId === offered.sharetypeId);
      const path = ['shares', index < 0 ? offer.shares.indexOf(offered) : index, 'numberOfShares'];
      const text = index < 0 ? '' : input.shares[index]!.numberOfShares.trim();
      if (!text) return ctx.addIssue({ code: 'custom', path, message: 'required' });
      if (/^-\d+$/.test(text)) return ctx.addIssue({ code: 'custom', path, message: 'signing.subscription.form.shares.negative' });
      if (!/^\d{1,18}$/.test(text)) return ctx.addIssue({ code: 'custom', path, message: 'number-field.not-a-number' });
      const limit = offer.isOversubscriptionAvailable ? offered.maxShares : offered.availableShares;
      if (BigInt(text) > BigInt(limit)) ctx.addIssue({ code: 'custom', path, message: 'signing.subscription.form.shares.oversubscribe', params: { availableShares: limit } });
    });
    input.shares.forEach((entry, index) => {
      if (!offer.shares.some((offered) => offered.sharetypeId === entry.sharetypeId)) ctx.addIssue({ code: 'custom', path: ['shares', index, 'sharetypeId'], message: 'subscriptionForms.shareClassNotOffered' });
    });
  });
