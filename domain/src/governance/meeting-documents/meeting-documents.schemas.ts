import { z } from 'zod';
import { ZEmailSchema } from '../../kernel/validation/email';
import { isSaneLocalDate } from '../../kernel/validation/local-date';
import { nameSchema, textSchema } from '../../kernel/validation/text';
import { expandTime } from '../../kernel/validation/time';
import { meetingAccessTypes, meetingPasswordMaxLength, meetingPasswordMinLength, noticeMessageMaxLength, reviewModes, reviewSubjectMaxLength } from './meeting-document-constants';
import { offeredSigningMethods } from '../../documents/signing/signing-constants';

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

/** A local date-time YYYY-MM-DDTHH:MM (a date field and a time field in the dialog). */
const ZLocalDateTimeSchema = z.string().superRefine((value, ctx) => {
  const [date = '', time = '', ...rest] = value.split('T');
  if (rest.length || !isSaneLocalDate(date)) ctx.addIssue({ code: 'custom', message: 'localdate-field.invalid-date' });
  else if (!/^\d{2}:\d{2}$/.test(time) || expandTime(time) !== time) ctx.addIssue({ code: 'custom', message: 'time-field.invalid-time' });
});

/**
 * `POST /document/{documentId}/{orgNo}/send-for-review` (seed 002, section 3: review message request; section 5:
 * review dialog): the message (subject and text, optional), the company-role recipients left out, extra recipients
 * with name and valid email, the mode (voting or commenting) and the feedback deadline (7 days ahead at 00:00 when
 * none is given).
 */
export const ZSendForReviewSchema = z.object({
  sendMessageRequest: z.object({
    messageSubject: textSchema(reviewSubjectMaxLength, { singleLine: true }).default(''),
    payload: textSchema(noticeMessageMaxLength).default(''),
    recipientSelectionState: z
      .object({
        excludeBoardMemberIds: z.array(z.uuid()).max(100).default([]),
        inlineRecipients: z.array(z.object({ name: nameSchema(320), email: z.string().trim().min(1, 'required').pipe(ZEmailSchema) })).max(100).default([]),
      })
      .default({ excludeBoardMemberIds: [], inlineRecipients: [] }),
  }),
  options: z.object({ mode: z.enum(reviewModes), deadlineForFeedback: ZLocalDateTimeSchema.optional() }),
});
export type TSendForReview = z.infer<typeof ZSendForReviewSchema>;

/** `POST /document/{documentId}/{orgNo}/send-for-signing` (ours): the minutes to their signatories, with one method and a message. */
export const ZSendMinutesForSigningSchema = z.object({
  signingMethod: z.enum(offeredSigningMethods).default('AUTH_EMAIL'),
  emailBody: textSchema(5000).default(''),
});
export type TSendMinutesForSigning = z.infer<typeof ZSendMinutesForSigningSchema>;
