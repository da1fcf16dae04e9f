import { z } from 'zod';
import { jsonQuery, ZRangeQuerySchema } from '../validation/json-query';
import { transactionFilters } from './transaction-types';

const shareCount = z
  .union([z.string().trim().regex(/^\d+$/, 'number-field.not-a-number'), z.number().int('number-field.not-a-number').nonnegative('number-field.not-positive-or-zero')])
  .transform((value) => BigInt(value));
const decimal = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => /^\d+(\.\d{1,4})?$/.test(value), 'number-field.not-positive-or-zero');
const money = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => /^\d+(\.\d{1,6})?$/.test(value), 'number-field.not-positive-or-zero');
/** A date and time; a bare date means 12:00, the seed's default time. */
const transactionDate = z
  .string()
  .trim()
  .transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value))
  .pipe(z.iso.datetime({ offset: true, message: 'localdate-field.invalid-date' }));

const base = { organizationnumber: z.string().min(1, 'required'), transactionDate };

export const ZShareholdingPerDateSchema = z.object({
  ...base,
  nominalValue: decimal,
  shareAllocation: z
    .array(z.object({ shareholderId: z.uuid(), sharetypeId: z.uuid(), numberOfShares: shareCount, sharenumberIntervals: z.string().max(10_000).optional() }))
    .min(1, 'missingSharesPerShareholderError')
    .max(100_000),
});
export type TShareholdingPerDate = z.infer<typeof ZShareholdingPerDateSchema>;

export const ZIssueSchema = z.object({
  ...base,
  isBonusIssue: z.boolean().default(false),
  increaseType: z.enum(['newIssue', 'debtConversion']).default('newIssue'),
  /** Not yet registered in the business register. */
  isPending: z.boolean().default(false),
  shareAllocation: z.array(z.object({ shareholderId: z.uuid(), sharetypeId: z.uuid(), numberOfShares: shareCount, sharePrice: money })).min(1, 'noShareIssueError').max(100_000),
});
export type TIssue = z.infer<typeof ZIssueSchema>;

export const ZTransferSchema = z
  .object({
    ...base,
    transactionType: z.enum(['BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER']),
    fromShareholderId: z.uuid(),
    toShareholderId: z.uuid(),
    sharetypeId: z.uuid(),
    numberOfShares: shareCount,
    shareNumbers: z.string().max(10_000).optional(),
    pricePerShare: money.optional(),
  })
  .refine((value) => value.transactionType !== 'BUY_SELL' || value.pricePerShare !== undefined, { message: 'required', path: ['pricePerShare'] });
export type TTransfer = z.infer<typeof ZTransferSchema>;

/** The log list's query, react-admin style; filter groups as in the seed's transaction log filter. */
export const ZTransactionListQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ type: z.enum(Object.keys(transactionFilters) as [keyof typeof transactionFilters]).default('all') })),
  range: ZRangeQuerySchema,
});
