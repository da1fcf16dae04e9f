import { z } from 'zod';
import { maxOwnershipLevels } from './collect-ownership-edges';
import { ownershipGraphTypes } from './ownership-views';

/** Per cent with at most 2 decimals, 0 to 100: the minimum percentage filter (0 means all). */
const ZThresholdSchema = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'ownership.error').refine((v) => Number(v) <= 100, 'ownership.error');
/** The level filter: 0 means all. */
const ZLevelsSchema = z.coerce.number().int('ownership.error').min(0, 'ownership.error').max(maxOwnershipLevels, 'ownership.error');

/** `GET /company/{orgNo}/ownership-map?graphType&levels&threshold`. */
export const ZOwnershipMapQuerySchema = z.object({
  graphType: z.enum(ownershipGraphTypes, 'ownership.error').default('dual'),
  levels: ZLevelsSchema.default(0),
  threshold: ZThresholdSchema.default('0'),
});
export type TOwnershipMapQuery = z.infer<typeof ZOwnershipMapQuerySchema>;

/** `GET /company/subsidiary-map/{orgNo}/{graphType}/{threshold}/{maxnum}` (and its PDF): `maxnum` is the level filter. */
export const ZSubsidiaryMapParamSchema = z.object({ orgNo: z.string(), graphType: z.enum(ownershipGraphTypes, 'ownership.error'), threshold: ZThresholdSchema, maxnum: ZLevelsSchema });
/** `GET /company/subsidiary-excel/{orgNo}/{threshold}/{maxnum}`: the subsidiaries as a spreadsheet. */
export const ZSubsidiaryExcelParamSchema = ZSubsidiaryMapParamSchema.omit({ graphType: true });
/** `GET /company/shareholder-map/{orgNo}/{levels}` (and `-pdf`): the company's owners upwards through `levels` levels. */
export const ZShareholderMapParamSchema = z.object({ orgNo: z.string(), levels: ZLevelsSchema });
