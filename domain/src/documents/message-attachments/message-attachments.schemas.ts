import { z } from 'zod';

/** At most this many files per message, uploaded and from the archive together (ours). */
export const messageAttachmentLimit = 10;

/** Archive files attached by reference, beside a message's text (uploads come as the multipart `files`). */
export const ZMessageAttachmentRefsSchema = z.object({ archiveEntryIds: z.array(z.uuid()).max(messageAttachmentLimit).optional() });

export const ZMessageAttachmentParamSchema = z.object({ threadId: z.uuid(), attachmentId: z.uuid() });
