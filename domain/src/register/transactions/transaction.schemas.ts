import Decimal from 'decimal.js';
import { z } from 'zod';
import { jsonQuery, ZOptionalRangeQuerySchema, ZRangeQuerySchema } from '../../kernel/validation/json-query';
import { isSaneLocalDate, ZLocalDateSchema } from '../../kernel/validation/local-date';
import { textSchema } from '../../kernel/validation/text';
import {
  transactionBase,
  ZCurrencySchema,
  ZMoneySchema,
  ZNominalValueSchema,
  ZPositiveCountSchema,
  ZShareCountSchema,
  ZShareNumbersSchema,
  ZTransactionDateSchema,
} from './transaction-fields.schemas';
import { transactionFilters } from './transaction-types';

const transferTypeField = z.enum(['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'], { message: 'required' });
const priceRequiredForSale = (value: { transactionType: string; pricePerShare?: string }) => value.transactionType !== 'BUY_SELL' || value.pricePerShare !== undefined;
const isPositive = (value: string) => new Decimal(value).gt(0);
const priceRequired = { message: 'required', path: ['pricePerShare'] };

/** SHAREHOLDING_PER_DATE: the opening register, on an empty log only (seed sections 3 and 5). */
export const ZShareholdingPerDateSchema = z
  .object({
    ...transactionBase,
    nominalValue: ZNominalValueSchema,
    shareAllocation: z
      .array(
        z.object({
          shareholderId: z.uuid(),
          sharetypeId: z.uuid(),
          numberOfShares: ZShareCountSchema,
          sharenumberIntervals: ZShareNumbersSchema.optional(),
          entryDate: z.iso.date({ message: 'invalidEntryDate' }).refine(isSaneLocalDate, 'invalidEntryDate').optional(),
        }),
      )
      .min(1, 'missingSharesPerShareholderError')
      .max(100_000),
    /** Declared totals per class; each must equal what is allocated (`shareSumError`). */
    shareClassTotals: z.array(z.object({ sharetypeId: z.uuid(), numberOfShares: ZShareCountSchema })).max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.shareClassTotals) return;
    if (!value.shareClassTotals.some((total) => total.numberOfShares > 0n))
      ctx.addIssue({ code: 'custom', message: 'missingSharesPerShareTypeError', path: ['shareClassTotals'] });
    for (const [index, total] of value.shareClassTotals.entries()) {
      const allocated = value.shareAllocation.filter((a) => a.sharetypeId === total.sharetypeId).reduce((sum, a) => sum + a.numberOfShares, 0n);
      if (allocated !== total.numberOfShares) ctx.addIssue({ code: 'custom', message: 'shareSumError', path: ['shareClassTotals', index, 'numberOfShares'] });
    }
  });
export type TShareholdingPerDate = z.infer<typeof ZShareholdingPerDateSchema>;

/** INCORPORATION: the founders' shares; the same body as the opening register, with a positive nominal value. */
export const ZIncorporationSchema = ZShareholdingPerDateSchema;
export type TIncorporation = TShareholdingPerDate;

/** ISSUE, including bonus issues, debt conversion and issues not yet registered (`isPending`). */
export const ZIssueSchema = z.object({
  ...transactionBase,
  transactionType: z.literal('ISSUE').optional(),
  isBonusIssue: z.boolean().default(false),
  increaseType: z.enum(['newIssue', 'debtConversion']).default('newIssue'),
  /** Not yet registered in the business register. */
  isPending: z.boolean().default(false),
  registrationDate: ZLocalDateSchema.optional(),
  shareholderRightsDate: ZLocalDateSchema.optional(),
  registeredInNorwegian: z.boolean().optional(),
  /** Only when the company has no shares yet. */
  shareNominalValue: ZNominalValueSchema.optional(),
  issuedBy: z.enum(['boardMeetingPowerOfAttorney', 'generalMeeting']).optional(),
  decisionDate: ZLocalDateSchema.optional(),
  shareAllocation: z
    .array(z.object({ shareholderId: z.uuid(), sharetypeId: z.uuid(), numberOfShares: ZShareCountSchema, sharePrice: ZMoneySchema, currency: ZCurrencySchema.optional() }))
    .min(1, 'noSubscribersError')
    .max(100_000),
});
export type TIssue = z.infer<typeof ZIssueSchema>;

/** BUY_SELL, GIFT, INHERITANCE, OTHER_TRANSFER: given share numbers, or the seller's lowest. */
export const ZTransferSchema = z
  .object({
    ...transactionBase,
    transactionType: transferTypeField,
    fromShareholderId: z.uuid(),
    toShareholderId: z.uuid(),
    sharetypeId: z.uuid(),
    numberOfShares: ZShareCountSchema,
    shareNumbers: ZShareNumbersSchema.optional(),
    pricePerShare: ZMoneySchema.optional(),
  })
  .refine(priceRequiredForSale, priceRequired);
export type TTransfer = z.infer<typeof ZTransferSchema>;

/** Every share of every class the seller holds, to one buyer. */
export const ZSellAllSchema = z
  .object({ ...transactionBase, transactionType: transferTypeField, fromShareholderId: z.uuid(), toShareholderId: z.uuid(), pricePerShare: ZMoneySchema.optional() })
  .refine(priceRequiredForSale, priceRequired);
export type TSellAll = z.infer<typeof ZSellAllSchema>;

/** SPLIT (ratioFrom < ratioTo, e.g. 1:10) and REVERSE_SPLIT (ratioFrom > ratioTo, e.g. 10:1). */
const splitRatio = { ...transactionBase, ratioFrom: ZPositiveCountSchema, ratioTo: ZPositiveCountSchema };
export const ZShareSplitSchema = z.object(splitRatio).refine((value) => value.ratioFrom < value.ratioTo, { message: 'illegalSplitRatio', path: ['ratioTo'] });
export type TShareSplit = z.infer<typeof ZShareSplitSchema>;
export const ZShareReverseSplitSchema = z.object(splitRatio).refine((value) => value.ratioFrom > value.ratioTo, { message: 'illegalSplitRatio', path: ['ratioTo'] });
export type TShareReverseSplit = z.infer<typeof ZShareReverseSplitSchema>;

/** INCREASE_NOMINAL_VALUE by a positive amount per share (seed section 5). */
export const ZIncreaseNominalValueSchema = z.object({
  ...transactionBase,
  increaseInNominalValue: ZNominalValueSchema.refine(isPositive, 'number-field.not-positive'),
  /** Paid in per share; not lower than the increase. */
  contributionPerShare: ZMoneySchema.optional(),
  isPending: z.boolean().default(false),
}).refine((value) => value.contributionPerShare === undefined || new Decimal(value.contributionPerShare).gte(value.increaseInNominalValue), {
  message: 'greater-than-nominal',
  path: ['contributionPerShare'],
});
export type TIncreaseNominalValue = z.infer<typeof ZIncreaseNominalValueSchema>;

/** REDUCTION_NOMINAL_VALUE by a positive amount per share; the nominal value stays above 0. */
export const ZReductionOfNominalValueSchema = z.object({
  ...transactionBase,
  reductionInNominalValue: ZNominalValueSchema.refine(isPositive, 'number-field.not-positive'),
});
export type TReductionOfNominalValue = z.infer<typeof ZReductionOfNominalValueSchema>;

/** CANCELLATION_OF_SHARES: one holder's given numbers, or its lowest. */
export const ZShareCancellationSchema = z.object({
  ...transactionBase,
  shareholderId: z.uuid(),
  sharetypeId: z.uuid(),
  numberOfShares: ZShareCountSchema,
  shareNumbers: ZShareNumbersSchema.optional(),
});
export type TShareCancellation = z.infer<typeof ZShareCancellationSchema>;

/** CONVERSION_OF_SHARES: one holder's shares of one class become another class, numbers kept. */
export const ZConversionOfSharesSchema = z
  .object({
    ...transactionBase,
    shareholderId: z.uuid(),
    fromSharetypeId: z.uuid(),
    toSharetypeId: z.uuid(),
    numberOfShares: ZShareCountSchema,
    shareNumbers: ZShareNumbersSchema.optional(),
  })
  .refine((value) => value.fromSharetypeId !== value.toSharetypeId, { message: 'sameShareClass', path: ['toSharetypeId'] });
export type TConversionOfShares = z.infer<typeof ZConversionOfSharesSchema>;

/** CONVERSION_FROM_ISIN: the register leaves the central securities depository; record only. */
export const ZConversionFromIsinSchema = z.object({ ...transactionBase, isin: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/, 'invalidIsin') });
export type TConversionFromIsin = z.infer<typeof ZConversionFromIsinSchema>;

/** PAY_DIVIDEND: an amount per share per class; record only. */
export const ZPayDividendSchema = z.object({
  ...transactionBase,
  currency: ZCurrencySchema,
  amountsPerShare: z.array(z.object({ sharetypeId: z.uuid(), amountPerShare: ZMoneySchema })).min(1, 'noAmount').max(100),
});
export type TPayDividend = z.infer<typeof ZPayDividendSchema>;

/** GROUP_CONTRIBUTION: an amount, with the other group company if known; record only. */
export const ZGroupContributionSchema = z.object({
  ...transactionBase,
  currency: ZCurrencySchema,
  amount: ZMoneySchema.refine(isPositive, 'noAmount'),
  counterparty: textSchema(200, { singleLine: true }).optional(),
});
export type TGroupContribution = z.infer<typeof ZGroupContributionSchema>;

/** LIQUIDATION: every share back to the company; the register closes. */
export const ZLiquidationSchema = z.object(transactionBase);
export type TLiquidation = z.infer<typeof ZLiquidationSchema>;

/** MERGER: the absorbed company, and consideration shares to its holders (none when a parent absorbs a subsidiary). */
export const ZMergerSchema = z.object({
  ...transactionBase,
  absorbedCompany: textSchema(200, { singleLine: true }).refine((value) => value !== '', 'missingAbsorbedCompany'),
  shareAllocation: z.array(z.object({ shareholderId: z.uuid(), sharetypeId: z.uuid(), numberOfShares: ZShareCountSchema })).max(100_000).default([]),
});
export type TMerger = z.infer<typeof ZMergerSchema>;

/** `POST /transaction/{type}/{id}` with a new date: a correcting entry that moves the transaction. */
export const ZTransactionDateChangeSchema = z.object({ transactionDate: ZTransactionDateSchema });
export type TTransactionDateChange = z.infer<typeof ZTransactionDateChangeSchema>;

/** `POST /transaction/{type}/{id}` with a new nominal value, for an opening entry (seed section 6). */
export const ZTransactionNominalValueChangeSchema = z.object({ nominalValue: ZNominalValueSchema });
export type TTransactionNominalValueChange = z.infer<typeof ZTransactionNominalValueChangeSchema>;

/** The body of `POST /transaction/{type}/{id}`: a date change or a nominal-value change. */
export const ZTransactionChangeSchema = z.union([ZTransactionDateChangeSchema, ZTransactionNominalValueChangeSchema]);
export type TTransactionChange = z.infer<typeof ZTransactionChangeSchema>;

/** The log list's query, react-admin style; filter groups as in the seed's transaction log filter. */
export const ZTransactionListQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ type: z.enum(Object.keys(transactionFilters) as [keyof typeof transactionFilters]).default('all') })),
  range: ZRangeQuerySchema,
});

/** `GET /company/{orgNo}/transactions/date-check?transactionDate=...`: the date rules before a form is sent. */
export const ZTransactionDateCheckQuerySchema = z.object({ transactionDate: ZTransactionDateSchema });

/**
 * `GET /company/{orgNo}/register?date=YYYY-MM-DD&range=[0,24]`: the register as of the end of that day (today without
 * a date); with `range` one page of it, its holders named (not in the seed: a screen of a large register).
 */
export const ZRegisterQuerySchema = z.object({ date: ZLocalDateSchema.optional(), range: ZOptionalRangeQuerySchema });
