import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { decimalSchema } from '../../kernel/validation/bounded-decimal';
import { nameSchema } from '../../kernel/validation/text';
import { ZLocalDateUpToTodaySchema } from '../../kernel/validation/local-date';
import { separators, shareClassCodes } from './share-class-codes';

/** The share class's `numeric(12, 5)`. */
export const votesPerShareColumn = { precision: 12, scale: 5 } as const;

/** Votes per share: zero or more, at most 5 decimals and 7 digits before the point, as a decimal string. */
export const ZVotesPerShareSchema = decimalSchema(votesPerShareColumn);

const ZShareClassNameSchema = z.object({
  language: z.enum(languages),
  name: nameSchema(100),
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

/**
 * The first day changed votes per share apply (default today): a register or meeting of an earlier date keeps the
 * votes that applied then. Not in the future (`dateTooLate`): votes a class will have are set on their day.
 */
export const ZVotesFromSchema = ZLocalDateUpToTodaySchema;

export const ZShareClassEditSchema = ZShareClassCreateSchema.omit({ organizationnumber: true, shareTypeCode: true }).extend({ votesFrom: ZVotesFromSchema.optional() });
export type TShareClassEdit = z.infer<typeof ZShareClassEditSchema>;
