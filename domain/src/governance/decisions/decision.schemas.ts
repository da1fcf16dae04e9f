import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { richTextFieldSchema } from '../../platform/texts/rich-text-field';
import { decisionTypes } from './decision-catalogue';
import { documentLanguages, documentTypes } from './document-types';
import { customizedFreetextTypes, freetextTypes } from './matter-types';

/** Limits of a decision's texts (the seed shows none; docs/decisions/governance/projects.md). */
export const decisionTitleMaxLength = 300;
export const matterTextMaxLength = 20_000;

export const ZDecisionTypeSchema = z.enum(decisionTypes);

export const ZLocalizedTitleSchema = z.object({
  language: z.enum(documentLanguages),
  title: textSchema(decisionTitleMaxLength, { required: true }),
});
export type TLocalizedTitle = z.infer<typeof ZLocalizedTitleSchema>;

export const ZMatterTextSchema = z.object({
  language: z.enum(documentLanguages),
  /** A rich text (the shared editor's document; a plain text of before reads as paragraphs). */
  text: richTextFieldSchema(matterTextMaxLength, { required: true }),
});
export type TMatterText = z.infer<typeof ZMatterTextSchema>;

/** One entry per language. */
const oneEach = <T extends { language: string }>(entries: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  entries.forEach(({ language }, index) => {
    if (seen.has(language)) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: [index, 'language'] });
    seen.add(language);
  });
};

/** `POST /project/{projectId}/decisions`: a decision of the catalogue added to a project. */
export const ZDecisionAddSchema = z.object({ decisionType: ZDecisionTypeSchema });
export type TDecisionAdd = z.infer<typeof ZDecisionAddSchema>;

/**
 * `PUT /project/{projectId}/decisions/{decisionId}` (seed 002, section 3: freetext decision; section 5: title
 * required, requiresGeneralMeeting required, matter text non-blank). Every type has localized titles and a matter
 * text per language; the matter type fields matter for freetext decisions.
 */
export const ZDecisionUpdateSchema = z.object({
  localizedTitles: z.array(ZLocalizedTitleSchema).min(1, 'required').superRefine(oneEach),
  matterTexts: z.array(ZMatterTextSchema).min(1, 'required').superRefine(oneEach),
  requiresGeneralMeeting: z.boolean(),
  freetextTypeForAllDocuments: z.enum(freetextTypes).default('DECISION_MATTER'),
  customizedFreetextTypePerDocument: z
    .array(z.object({ documentType: z.enum(documentTypes), customizedFreetextType: z.enum(customizedFreetextTypes) }))
    .default([]),
});
export type TDecisionUpdate = z.infer<typeof ZDecisionUpdateSchema>;
