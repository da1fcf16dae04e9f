import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { ZDecisionTypeSchema } from '../decisions/decision.schemas';
import { customDocumentTypes, documentTypes } from '../decisions/document-types';
import { projectNameMaxLength, projectTabs } from './project-constants';

export const ZProjectNameSchema = textSchema(projectNameMaxLength, { required: true });

const ZDocumentTypeSchema = z.enum(documentTypes);
const ZCustomDocumentTypeSchema = z.enum(customDocumentTypes).nullish();

/** A custom document names which one; other documents name none. */
const customDocumentNamed = (documentType: string, customDocumentType: string | null | undefined, ctx: z.RefinementCtx, path: string) => {
  if (documentType === 'custom_document' && !customDocumentType) ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
};

/**
 * `POST /projects` (seed 002, section 3: new project payload; duplicate adds duplicateProjectId). A new project
 * needs a name and at least one decision or document (`missingDecisions`, seed section 5); a duplicate takes the
 * decisions and documents of the project it copies. Batch projects (`batchCompanies`) come with their own issue.
 */
export const ZProjectCreateSchema = z
  .object({
    orgNo: z.string().min(1, 'required'),
    projectName: ZProjectNameSchema,
    decisions: z.array(ZDecisionTypeSchema).max(100).default([]),
    documents: z.array(ZDocumentTypeSchema).max(20).default([]),
    customDocumentType: ZCustomDocumentTypeSchema,
    duplicateProjectId: z.uuid().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.duplicateProjectId) return;
    if (!input.decisions.length && !input.documents.length) ctx.addIssue({ code: 'custom', message: 'missingDecisions', path: ['decisions'] });
    input.documents.forEach((type, index) => {
      if (input.documents.indexOf(type) !== index) ctx.addIssue({ code: 'custom', message: 'projects.documentExists', path: ['documents', index] });
    });
    if (input.documents.includes('custom_document')) customDocumentNamed('custom_document', input.customDocumentType, ctx, 'customDocumentType');
  });
export type TProjectCreate = z.infer<typeof ZProjectCreateSchema>;

/** `PUT /project/{id}`: the project's name. */
export const ZProjectRenameSchema = z.object({ projectName: ZProjectNameSchema });
export type TProjectRename = z.infer<typeof ZProjectRenameSchema>;

/** `POST /project/{id}/documents`. */
export const ZProjectDocumentAddSchema = z
  .object({ documentType: ZDocumentTypeSchema, customDocumentType: ZCustomDocumentTypeSchema })
  .superRefine((input, ctx) => customDocumentNamed(input.documentType, input.customDocumentType, ctx, 'customDocumentType'));
export type TProjectDocumentAdd = z.infer<typeof ZProjectDocumentAddSchema>;

/** `GET /projects/{orgNo}?tab=`: all, by-me or by-others. */
export const ZProjectListQuerySchema = z.object({ tab: z.enum(projectTabs).default('all') });
