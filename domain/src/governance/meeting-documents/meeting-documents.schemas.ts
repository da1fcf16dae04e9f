import { z } from 'zod';
import { ZEmailSchema } from '../../kernel/validation/email';
import { textSchema } from '../../kernel/validation/text';
import { meetingAccessTypes, meetingPasswordMaxLength, meetingPasswordMinLength, noticeMessageMaxLength } from './meeting-document-constants';

/**
 * Sending a board meeting's notice for viewing (seed 002, section 2: send for viewing; section 5: viewing dialog):
 * access open, password (the meeting password, required then) or login; the message may not be empty. The
 * recipients are the board meeting's (the notice editor's recipients panel).
 */
export const ZSendForViewingSchema = z
  .object({
    accessType: z.enum(meetingAccessTypes),
    password: z.string().optional(),
    message: textSchema(noticeMessageMaxLength, { required: true }),
  })
  .superRefine((value, ctx) => {
    if (value.accessType !== 'password') return;
    const length = [...(value.password ?? '')].length;
    const at = (key: 'required' | 'minStringLength' | 'maxStringLength', params?: Record<string, number>) => {
      ctx.addIssue({ code: 'custom', message: key, path: ['password'], ...(params ? { params } : {}) });
    };
    if (!length) at('required');
    else if (length < meetingPasswordMinLength) at('minStringLength', { minLength: meetingPasswordMinLength });
    else if (length > meetingPasswordMaxLength) at('maxStringLength', { maxLength: meetingPasswordMaxLength });
  });
export type TSendForViewing = z.infer<typeof ZSendForViewingSchema>;

/** Edit a recipient (name, email) and resend (seed 002, section 2: viewing status, edit and resend). */
export const ZResendNoticeSchema = z.object({
  name: textSchema(320, { required: true }).optional(),
  email: z.string().trim().min(1, 'required').pipe(ZEmailSchema).optional(),
});
export type TResendNotice = z.infer<typeof ZResendNoticeSchema>;
