import type { z } from 'zod';
import {
  ZConversionFromIsinSchema,
  ZConversionOfSharesSchema,
  ZGroupContributionSchema,
  ZIncorporationSchema,
  ZIncreaseNominalValueSchema,
  ZIssueSchema,
  ZLiquidationSchema,
  ZMergerSchema,
  ZPayDividendSchema,
  ZReductionOfNominalValueSchema,
  ZSellAllSchema,
  ZShareCancellationSchema,
  ZShareholdingPerDateSchema,
  ZShareReverseSplitSchema,
  ZShareSplitSchema,
  ZTransferSchema,
} from './transaction.schemas';
import type { TransactionType } from '../log/log-entry-types';
import type { TransactionPathType } from './transaction-types';

const transferTypes = ['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER'] as const satisfies readonly TransactionType[];

/**
 * `POST /transaction/{type}`: the path segment, the body's schema and the log entry type(s) it records.
 * Transfers and sell-all record the transfer type the body names (`transactionType`).
 */
export const transactionSlugs = {
  shareholdingperdate: { schema: ZShareholdingPerDateSchema, transactionTypes: ['SHAREHOLDING_PER_DATE'] },
  incorporation: { schema: ZIncorporationSchema, transactionTypes: ['INCORPORATION'] },
  issue: { schema: ZIssueSchema, transactionTypes: ['ISSUE'] },
  transfer: { schema: ZTransferSchema, transactionTypes: transferTypes },
  sellall: { schema: ZSellAllSchema, transactionTypes: transferTypes },
  sharesplit: { schema: ZShareSplitSchema, transactionTypes: ['SPLIT'] },
  sharereversesplit: { schema: ZShareReverseSplitSchema, transactionTypes: ['REVERSE_SPLIT'] },
  increasenominalvalue: { schema: ZIncreaseNominalValueSchema, transactionTypes: ['INCREASE_NOMINAL_VALUE'] },
  reductionofnominalvalue: { schema: ZReductionOfNominalValueSchema, transactionTypes: ['REDUCTION_NOMINAL_VALUE'] },
  sharecancellation: { schema: ZShareCancellationSchema, transactionTypes: ['CANCELLATION_OF_SHARES'] },
  conversionofshares: { schema: ZConversionOfSharesSchema, transactionTypes: ['CONVERSION_OF_SHARES'] },
  conversionfromisin: { schema: ZConversionFromIsinSchema, transactionTypes: ['CONVERSION_FROM_ISIN'] },
  paydividend: { schema: ZPayDividendSchema, transactionTypes: ['PAY_DIVIDEND'] },
  registergroupcontribution: { schema: ZGroupContributionSchema, transactionTypes: ['GROUP_CONTRIBUTION'] },
  liquidation: { schema: ZLiquidationSchema, transactionTypes: ['LIQUIDATION'] },
  merger: { schema: ZMergerSchema, transactionTypes: ['MERGER'] },
} as const satisfies Record<TransactionPathType, { schema: z.ZodType; transactionTypes: readonly TransactionType[] }>;

/** A parsed `POST /transaction/{type}` body, tagged with its path segment. */
export type TransactionInput = { [K in TransactionPathType]: { kind: K; input: z.output<(typeof transactionSlugs)[K]['schema']> } }[TransactionPathType];

/** The path segment that records `type`: where `DELETE /transaction/{type}/{id}` and the date change are addressed. */
export const transactionSlugOf = (type: TransactionType): TransactionPathType | null =>
  (Object.keys(transactionSlugs) as TransactionPathType[]).find((slug) => (transactionSlugs[slug].transactionTypes as readonly TransactionType[]).includes(type)) ?? null;
