import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { noticeMessageMaxLength } from '../meeting-documents/meeting-document-constants';
import { batchNoticeAccessTypes } from './batch-project-constants';

/**
 * `POST /batch-project/{id}/send-notice`: the notices to send, each company's project named (none: every company whose
 * notice is not sent or waiting), how they open and the message every email carries.
 */
export const ZBatchNoticeSendSchema = z.object({
  projectIds: z.array(z.uuid()).max(500).optional(),
  accessType: z.enum(batchNoticeAccessTypes),
  message: textSchema(noticeMessageMaxLength, { required: true }),
});
export type TBatchNoticeSend = z.infer<typeof ZBatchNoticeSendSchema>;
