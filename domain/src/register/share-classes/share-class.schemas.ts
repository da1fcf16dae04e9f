import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { separators, shareClassCodes } from './share-class-codes';

/** Votes per share: zero or more, at most 5 decimals, as a decimal string. */
export const ZVotesPerShareSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(',', '.'))
  .refine((value) => value !== '', 'required')
  .refine((value) => /^\d+(\.\d{1,5})?$/.test(value), 'number-field.not-positive-or-zero');

const ZShareClassNameSchema = z.object({
  language: z.enum(languages),
  name: z.string().trim().min(1, 'required').max(100),
  separator: z.enum(separators, { message: 'shareClasses.invalidSeparator' }),
});

export const ZShareClassCreateSchema = z.object({
  organizationnumber: z.string().min(1, 'required'),
  shareTypeCode: z.enum(shareClassCodes, { message: 'required' }),
  vote: ZVotesPerShareSchema.default('1'),
  historical: z.boolean().default(false),
  shareTypeNames: z.array(ZShareClassNameSchema).max(3).optional(),
});
export type TShareClassCreate = z.infer<typeof ZShareClassCreateSchema>;

export const ZShareClassEditSchema = ZShareClassCreateSchema.omit({ organizationnumber: true, shareTypeCode: true });
export type TShareClassEdit = z.infer<typeof ZShareClassEditSchema>;
