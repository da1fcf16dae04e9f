import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { ZStoredOrganisationNumberSchema } from '../../kernel/validation/organisation-number';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { isBatchDecisionType } from '../decisions/batch-decision-types';
import type { DecisionType } from '../decisions/decision-catalogue';
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

/** The most companies one batch names (issue 27: the annual general meetings of a large portfolio at once). */
export const batchCompaniesMax = 500;

/**
 * A batch (seed 002, section 3: batch payload; section 9): at least one decision, each one a batch may hold; no
 * documents (each project gets its general meeting's notice and minutes), no duplicate, each company once.
 */
const batchRules = (input: { decisions: DecisionType[]; documents: string[]; duplicateProjectId?: string | undefined; batchCompanies: string[] }, ctx: z.RefinementCtx) => {
  if (!input.decisions.length) ctx.addIssue({ code: 'custom', message: 'missingDecisions', path: ['decisions'] });
  input.decisions.forEach((type, index) => {
    if (!isBatchDecisionType(type)) ctx.addIssue({ code: 'custom', message: 'batchProjects.decisionNotAllowed', path: ['decisions', index] });
  });
  if (input.documents.length) ctx.addIssue({ code: 'custom', message: 'batchProjects.documentsGiven', path: ['documents'] });
  if (input.duplicateProjectId) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['duplicateProjectId'] });
  input.batchCompanies.forEach((orgNo, index) => {
    if (input.batchCompanies.indexOf(orgNo) !== index) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['batchCompanies', index] });
  });
};

/**
 * `POST /projects` (seed 002, section 3: new project payload; duplicate adds duplicateProjectId; batch payload). A new
 * project needs a name and at least one decision or document (`missingDecisions`, seed section 5); a duplicate takes
 * the decisions and documents of the project it copies; a batch (`batchCompanies`) makes one general meeting project
 * per company, meeting on `meetingDate` (ours; the batch overview sends their notices).
 */
export const ZProjectCreateSchema = z
  .object({
    orgNo: z.string().min(1, 'required'),
    projectName: ZProjectNameSchema,
    decisions: z.array(ZDecisionTypeSchema).max(100).default([]),
    documents: z.array(ZDocumentTypeSchema).max(20).default([]),
    customDocumentType: ZCustomDocumentTypeSchema,
    duplicateProjectId: z.uuid().optional(),
    batchCompanies: z.array(ZStoredOrganisationNumberSchema).min(1, 'required').max(batchCompaniesMax).optional(),
    meetingDate: ZLocalDateSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.batchCompanies) return batchRules({ ...input, batchCompanies: input.batchCompanies }, ctx);
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
