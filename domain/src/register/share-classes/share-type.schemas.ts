import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { separators, shareTypeCodes } from './share-type-codes';

/** Votes per share: zero or more, at most 5 decimals, as a decimal string. */
export const ZVotesPerShareSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => value !== '', 'required')
  .refine((value) => /^\d+(\.\d{1,5})?$/.test(value), 'number-field.not-positive-or-zero');

const ZShareTypeNameSchema = z.object({
  language: z.enum(languages),
  name: z.string().trim().min(1, 'required').max(100),
  separator: z.enum(separators, { message: 'shareClasses.invalidSeparator' }),
});

export const ZShareTypeCreateSchema = z.object({
  organizationnumber: z.string().min(1, 'required'),
  shareTypeCode: z.enum(shareTypeCodes, { message: 'required' }),
  vote: ZVotesPerShareSchema.default('1'),
  historical: z.boolean().default(false),
  shareTypeNames: z.array(ZShareTypeNameSchema).max(3).optional(),
});
export type TShareTypeCreate = z.infer<typeof ZShareTypeCreateSchema>;

export const ZShareTypeEditSchema = ZShareTypeCreateSchema.omit({ organizationnumber: true, shareTypeCode: true });
export type TShareTypeEdit = z.infer<typeof ZShareTypeEditSchema>;
