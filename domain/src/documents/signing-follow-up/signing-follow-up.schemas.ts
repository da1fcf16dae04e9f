import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { ZEmailSchema } from '../../kernel/validation/email';
import { ZRequiredSchema } from '../../kernel/validation/required';
import { textSchema } from '../../kernel/validation/text';
import { offeredSigningMethods } from '../signing/signing-constants';

/** `POST /document/resend-for-signing/{signedDocumentId}`: the signer as edited (seed: name, email, language, signingMethod). */
export const ZResendForSigningSchema = z.object({
  name: textSchema(200, { required: true, singleLine: true }),
  email: ZRequiredSchema.pipe(ZEmailSchema),
  language: z.enum(languages),
  signingMethod: z.enum(offeredSigningMethods),
});
export type TResendForSigningInput = z.infer<typeof ZResendForSigningSchema>;

/** `POST /sign/cancel-signature-request`: the request's id (and its company's organisation number, as every company call names it). */
export const ZCancelSignatureRequestSchema = z.object({ id: z.uuid(), orgNo: z.string().max(20) });
