import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { ZEmailSchema } from '../../kernel/validation/email';
import { ZRequiredSchema } from '../../kernel/validation/required';
import { textSchema } from '../../kernel/validation/text';
import { archiveSections } from '../archive/archive-constants';
import { batchSigningMethodNames, defaultBatchEmails, defaultSendSealedCopyTo, maxSignersPerRequest, offeredSigningMethods, sealedCopyRecipients, signerTypes } from './signing-constants';

const ZRequiredEmailSchema = ZRequiredSchema.pipe(ZEmailSchema);

/** A signer as the send dialog gives it (seed: Signer): name and email required, the method one of those offered. */
export const ZSignerInputSchema = z.object({
  name: textSchema(200, { required: true, singleLine: true }),
  email: ZRequiredEmailSchema,
  signingMethod: z.enum(offeredSigningMethods),
  signerType: z.enum(signerTypes).default('DOCUMENT'),
  language: z.enum(languages).default('nb'),
  phoneNumber: textSchema(40, { singleLine: true }).nullish(),
  reference: textSchema(200, { singleLine: true }).nullish(),
  companyName: textSchema(200, { singleLine: true }).nullish(),
});
export type TSignerInput = z.infer<typeof ZSignerInputSchema>;

/** An "other" sealed-copy recipient: a valid name and email. */
export const ZOtherRecipientSchema = z.object({
  name: textSchema(200, { required: true, singleLine: true }),
  email: ZRequiredEmailSchema,
});

/**
 * The seed's signing settings: who gets the sealed copy (`sendSealedCopyTo`, with `otherRecipients` for OTHERS),
 * batch emails, and the destination folder (`folderId`, or a section's top by `rootFolder`).
 */
export const ZSigningSettingsSchema = z
  .object({
    sendSealedCopyTo: z.array(z.enum(sealedCopyRecipients)).max(3).default(defaultSendSealedCopyTo),
    otherRecipients: z.array(ZOtherRecipientSchema).max(50).default([]),
    batchEmails: z.boolean().default(defaultBatchEmails),
    folderId: z.uuid().nullish(),
    rootFolder: z.enum(archiveSections).optional(),
  })
  .refine((settings) => !settings.sendSealedCopyTo.includes('OTHERS') || settings.otherRecipients.length > 0, { message: 'required', path: ['otherRecipients'] });
export type TSigningSettingsInput = z.infer<typeof ZSigningSettingsSchema>;

/** `POST /document/send-uploaded-document-for-signing/{orgNo}`: at least one signer (`documents.empty-signer-list`). */
export const ZSendForSigningSchema = z.object({
  documentId: z.uuid(),
  signers: z.array(ZSignerInputSchema).min(1, 'documents.empty-signer-list').max(maxSignersPerRequest),
  emailBody: textSchema(5000).default(''),
  signingSettings: ZSigningSettingsSchema.default({ sendSealedCopyTo: defaultSendSealedCopyTo, otherRecipients: [], batchEmails: defaultBatchEmails }),
});
export type TSendForSigningInput = z.infer<typeof ZSendForSigningSchema>;

/** A signer's link token (`/sign?ref=`), as the signer pages send it. */
export const ZSigningRefSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'signing.linkInvalid');

/** `POST /sign/verify-signing-with-code/{id}/{code}`: six digits. */
export const ZSigningCodeSchema = z.string().regex(/^\d{6}$/, 'signing.codeInvalid');

/** `POST /sign/create-batch`: the signed-in user's waiting signers to sign together, with one batch page method. */
export const ZCreateBatchSchema = z.object({
  signingMethod: z.enum(batchSigningMethodNames as [string, ...string[]]),
  signerIds: z.array(z.uuid()).min(1, 'documents.empty-signer-list').max(maxSignersPerRequest),
});
export type TCreateBatchInput = z.infer<typeof ZCreateBatchSchema>;
