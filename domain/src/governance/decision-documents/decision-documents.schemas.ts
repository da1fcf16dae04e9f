import { z } from 'zod';
import { ZDecisionTypeSchema, ZDecisionUpdateSchema } from '../decisions/decision.schemas';
import { decisionFieldsSchemaOf } from './decision-documents';

/** A type's fields parsed by its schema, each problem keyed under `fields.` as the form names it. */
const withTypedFields = <T extends { decisionType?: z.infer<typeof ZDecisionTypeSchema> | undefined; fields?: unknown }>(input: T, ctx: z.RefinementCtx): T => {
  if (input.fields === undefined || input.fields === null) return input;
  if (!input.decisionType) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['decisionType'] });
    return z.NEVER;
  }
  const schema = decisionFieldsSchemaOf(input.decisionType);
  if (!schema) {
    ctx.addIssue({ code: 'custom', message: 'decisionDocuments.noFields', path: ['fields'] });
    return z.NEVER;
  }
  const parsed = schema.safeParse(input.fields);
  if (parsed.success) return { ...input, fields: parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: ['fields', ...issue.path] } as never);
  return z.NEVER;
};

/**
 * `PUT /project/{projectId}/decisions/{decisionId}`: the matter's titles and texts, and for a type drafted as a
 * document its fields, checked by the type's own schema (a negative dividend, a split ratio of zero are refused with
 * their key under `fields.`).
 */
export const ZDecisionDocumentUpdateSchema = ZDecisionUpdateSchema.extend({ decisionType: ZDecisionTypeSchema.optional(), fields: z.unknown().optional() }).transform(withTypedFields);
export type TDecisionDocumentUpdate = z.output<typeof ZDecisionDocumentUpdateSchema>;

/** `POST /project/{projectId}/decisions/{decisionId}/draft`: the resolution drafted from these fields, nothing stored. */
export const ZDecisionDraftSchema = z.object({ decisionType: ZDecisionTypeSchema, fields: z.unknown() }).transform(withTypedFields);
export type TDecisionDraft = z.output<typeof ZDecisionDraftSchema>;
