import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { textSchema } from '../../kernel/validation/text';

/** A message key and a language as they appear in an address. */
export const ZTranslationKeyParamsSchema = z.object({
  key: z.string().min(1).max(200),
  language: z.enum(languages),
});
export type TTranslationKeyParams = z.infer<typeof ZTranslationKeyParamsSchema>;

/** `PUT /t/messages/{key}/{language}`: the new text; the shipped text again removes the override. */
export const ZTranslationUpdateSchema = z.object({ text: textSchema(5000, { required: true }) });
export type TTranslationUpdate = z.infer<typeof ZTranslationUpdateSchema>;

/** `GET /t/messages?q=&flagged=`: search in keys and texts; `flagged` keeps only missing or identical-to-English texts. */
export const ZTranslationSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  flagged: z.enum(['true', 'false']).optional().default('false').transform((value) => value === 'true'),
});
export type TTranslationSearch = z.infer<typeof ZTranslationSearchSchema>;

export const ZTranslationExportParamsSchema = z.object({ language: z.enum(languages) });
