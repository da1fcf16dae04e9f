import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { requiredAttachmentKinds } from './decision-follow-up-constants';

/** A decision in the follow-up's calls. */
export const ZDecisionFollowUpParamsSchema = z.object({ orgNo: z.string().min(1).max(20), decisionId: z.uuid('decisions.notFound') });
export const ZDecisionAttachmentParamsSchema = ZDecisionFollowUpParamsSchema.extend({ attachmentId: z.uuid('decisionFollowUp.attachmentNotFound') });

/** `POST /follow-up/decisions/{orgNo}/{decisionId}/attachments?kind=`: the required attachment kind the file is (seed 002). */
export const ZDecisionAttachmentQuerySchema = z.object({ kind: z.enum(requiredAttachmentKinds, 'invalidValue') });

/** `GET .../register-notification?language=`: the first page's language (the reader's by default). */
export const ZRegisterNotificationQuerySchema = z.object({ language: z.enum(languages, 'invalidValue').optional() });
