import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { textSchema } from '../../kernel/validation/text';
import {
  capitalContributionTypes,
  exchangeRateSources,
  excessAmountMethods,
  kindContributionMethods,
  quickSetupTypes,
  shareholderRightsOptions,
  specialCircumstanceChoices,
  waivedReasons,
} from './capital-increase.constants';

/**
 * The increase of share capital decision as the form holds it (seed 001, section 3), every field of the seed.
 * A question not yet answered is null; numbers are the text typed (decimal strings, share counts as digits), so
 * `checkCapitalIncrease` can answer each with its key. This schema only bounds shapes and lengths.
 */
const answer = z.boolean().nullable().default(null);
const typed = z.string().trim().max(40).nullable().default(null);
const date = z.string().trim().max(10).nullable().default(null);
const id = z.string().trim().min(1).max(64);
const shortText = textSchema(300, { singleLine: true });
const longText = textSchema(5_000);
const texts = z.array(z.object({ language: z.enum(languages), text: longText })).max(languages.length).default([]);

export const ZSignerSchema = z.object({ id, name: shortText, email: shortText });
export type TSigner = z.infer<typeof ZSignerSchema>;

export const ZSpecialCircumstanceSchema = z.object({ choice: z.enum(specialCircumstanceChoices).nullable().default(null), texts });

export const ZKindContributionSchema = z.object({
  type: z.literal('kind').default('kind'),
  method: z.enum(kindContributionMethods).nullable().default(null),
  descriptions: texts,
  /** The value in the company's currency: amount times rate for a currency, the subscriber's total price by default otherwise. */
  value: typed,
  contributionMethod: z
    .discriminatedUnion('type', [
      z.object({
        type: z.literal('currency'),
        currency: z.string().trim().max(3).nullable().default(null),
        value: typed,
        exchangeRate: typed,
        source: z.enum(exchangeRateSources).default('ECB'),
        otherSource: shortText.nullable().default(null),
        sourceDate: date,
      }),
      z.object({ type: z.literal('other') }),
    ])
    .nullable()
    .default(null),
});
export type TKindContribution = z.infer<typeof ZKindContributionSchema>;

export const ZSubscriptionSchema = z.object({ id, sharetypeId: id, shareTypeCode: z.string().max(40).nullable().default(null), numberOfShares: typed, subscriptionPrice: typed });
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

export const ZSubscriberSchema = z.object({
  subscriberid: id,
  shareholderId: z.uuid().nullable().default(null),
  name: shortText.default(''),
  email: shortText.default(''),
  address: shortText.default(''),
  isExisting: z.boolean().default(false),
  isCompany: z.boolean().default(false),
  organisationNumber: shortText.nullable().default(null),
  contactName: shortText.nullable().default(null),
  subscriptions: z.array(ZSubscriptionSchema).max(50).default([]),
  signers: z.array(ZSignerSchema).max(20).default([]),
  debtContribution: z.object({ maxAmountToBeConverted: typed, totalAmountReceivable: typed, description: longText.default('') }).nullable().default(null),
  cashContribution: z.object({ amount: typed }).nullable().default(null),
  kindContribution: ZKindContributionSchema.nullable().default(null),
});
export type TSubscriber = z.infer<typeof ZSubscriberSchema>;

export const ZIssueModeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), numberOfShares: typed }),
  z.object({ type: z.literal('interval'), from: typed, to: typed }),
]);
export type TIssueMode = z.infer<typeof ZIssueModeSchema>;

export const ZShareIssuePerShareTypeSchema = z.object({
  sharetypeId: id,
  sharetypeCode: z.string().max(40).nullable().default(null),
  isNewShareType: z.boolean().default(false),
  sharePrice: typed,
  issueMode: ZIssueModeSchema,
});
export type TShareIssuePerShareType = z.infer<typeof ZShareIssuePerShareTypeSchema>;

const subscribers = z.array(ZSubscriberSchema).max(10_000).default([]);

export const ZShareIssuePropertiesSchema = z.object({
  type: z.literal('shareIssue'),
  /** Only when the company has no shares yet. */
  nominalValue: typed,
  preferentialRight: answer,
  preferentialRightTransferable: answer,
  preferentialRightOversubscribe: answer,
  preferentialBoardRightsToSellSubscription: answer,
  externalSubscribers: answer,
  preferentialRightWaivedReason: z.enum(waivedReasons).nullable().default(null),
  preferentialRightWaivedReasonText: texts,
  shareholderRights: z.enum(shareholderRightsOptions).nullable().default('FROM_REGISTRATION_DATE'),
  isGuaranteeConsortiumEstablished: z.boolean().default(false),
  guaranteeConsortiumCommission: z.object({ numberOfShares: typed, percentOfGuaranteedAmount: typed }).nullable().default(null),
  shareIssuePerShareTypes: z.array(ZShareIssuePerShareTypeSchema).max(40).default([]),
  subscribers,
  preferentialIssueSubscribers: subscribers,
});
export type TShareIssueProperties = z.infer<typeof ZShareIssuePropertiesSchema>;

export const ZNominalValueIncreasePropertiesSchema = z.object({
  type: z.literal('increaseNominalValue'),
  increaseInNominalValue: typed,
  sharePrice: typed,
  contributionPerShareTypes: z.array(z.object({ sharetypeId: id, name: shortText.default(''), contributionPerShare: typed })).max(40).default([]),
  subscribers,
});
export type TNominalValueIncreaseProperties = z.infer<typeof ZNominalValueIncreasePropertiesSchema>;

export const ZCapitalIncreasePropertiesSchema = z.discriminatedUnion('type', [ZShareIssuePropertiesSchema, ZNominalValueIncreasePropertiesSchema]);

/** `PUT /project/{id}/decisions/{decisionId}/capital-increase`: the whole form. */
export const ZCapitalIncreaseSchema = z.object({
  contributionTypes: z.array(z.enum(capitalContributionTypes)).max(3).default([]),
  properties: ZCapitalIncreasePropertiesSchema.nullable().default(null),
  quickSetupType: z.enum(quickSetupTypes).nullable().default(null),
  isSubscriptionForm: answer,
  isOtherSigningForAllSubscribers: z.boolean().default(false),
  signersForAllSubscribers: z.array(ZSignerSchema).max(20).default([]),
  periodForSubscription: z.object({ from: date, to: date }).default({ from: null, to: null }),
  deadlineForSubscription: date,
  isDisposableAccount: z.boolean().nullable().default(true),
  isAccountGiven: z.boolean().nullable().default(false),
  accountNumber: shortText.nullable().default(null),
  usePowerOfAttorney: answer,
  powerOfAttorneyDate: date,
  powerOfAttorneyText: longText.nullable().default(null),
  estimatedCosts: typed.default('0'),
  specialCircumstancesUponSubscription: ZSpecialCircumstanceSchema.default({ choice: null, texts: [] }),
  specialCircumstancesAfterLastApprovedAnnualAccount: ZSpecialCircumstanceSchema.default({ choice: null, texts: [] }),
  articleOfAssociationNumber: z.number().int().min(1).max(1_000).nullable().default(null),
  articleChanges: z
    .array(
      z.object({
        id,
        action: z.enum(['AddArticle', 'EditArticle', 'RemoveArticle']),
        paragraph: z.number().int().min(1).max(1_000),
        titlesBefore: texts,
        textsBefore: texts,
        titlesAfter: texts,
        textsAfter: texts,
      }),
    )
    .max(100)
    .default([]),
  updateArticlesAutomatically: z.boolean().default(false),
  updateCommitmentAutomatically: z.boolean().default(false),
  excessAmountMethod: z.enum(excessAmountMethods).nullable().default(null),
});
export type TCapitalIncrease = z.infer<typeof ZCapitalIncreaseSchema>;
export type TCapitalIncreaseInput = z.input<typeof ZCapitalIncreaseSchema>;

/** The form as it starts: every default of seed section 9. */
export const emptyCapitalIncrease = (): TCapitalIncrease => ZCapitalIncreaseSchema.parse({});
