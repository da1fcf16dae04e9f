import { z } from 'zod';
import { nameSchema } from '../../kernel/validation/text';
import { richTextFieldSchema } from '../texts/rich-text-field';
import { messageAudiences, messagingLimits } from './messaging-constants';

export const ZMessageAudienceQuerySchema = z.object({ audience: z.enum(messageAudiences) });

/** A new thread: to every candidate of the audience, or to the ones named (each must be the company's). */
export const ZStartThreadSchema = z.object({
  audience: z.enum(messageAudiences),
  subject: nameSchema(messagingLimits.subject),
  body: richTextFieldSchema(messagingLimits.body, { required: true }),
  recipientIds: z.array(z.uuid()).max(messagingLimits.recipients).optional(),
});
export type TStartThreadInput = z.infer<typeof ZStartThreadSchema>;

/** The text is the shared editor's document (sanitised on the server; a plain text reads as paragraphs). */
export const ZReplySchema = z.object({ body: richTextFieldSchema(messagingLimits.body, { required: true }) });
export type TReplyInput = z.infer<typeof ZReplySchema>;

export const ZThreadParamSchema = z.object({ threadId: z.uuid() });
