import { z } from 'zod';
import { sealVerificationMaxBytes } from './sealing-limits';
import { signerIdentifications, signingMethods } from './signing-methods';

/** A signer who completed, as the sealed document records them. */
export const ZSealSignerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  signingMethod: z.enum(signingMethods),
  signedAt: z.iso.datetime(),
  ipAddress: z.string().max(64),
  /** The identity the identity provider asserted (a national id's holder name and number), or null without one. */
  assertedIdentity: z.string().max(300).nullable(),
  /** How the signer was identified, and the address the link or the verified account holds (records sealed before these were kept have neither). */
  identifiedBy: z.enum(signerIdentifications).optional(),
  email: z.string().max(320).optional(),
});
export type TSealSigner = z.infer<typeof ZSealSignerSchema>;

/**
 * What a sealed PDF carries as structured data (its document information dictionary, covered by the seal's signature),
 * so verification reads who signed without parsing drawn text.
 */
export const ZSealRecordSchema = z.object({
  version: z.literal(1),
  originalSha256: z.string().regex(/^[0-9a-f]{64}$/),
  sealedAt: z.iso.datetime(),
  signers: z.array(ZSealSignerSchema).min(1).max(500),
});
export type TSealRecord = z.infer<typeof ZSealRecordSchema>;

/** The verification page's upload: one file in the multipart field `file`, at most `sealVerificationMaxBytes`. */
export const ZSealVerificationUploadSchema = z.object({
  file: z
    .instanceof(File, { message: 'sealing.verify.fileRequired' })
    .refine((file) => file.size > 0, 'sealing.verify.fileRequired')
    .refine((file) => file.size <= sealVerificationMaxBytes, { message: 'sealing.verify.tooLarge', params: { maxMegabytes: Math.floor(sealVerificationMaxBytes / 1024 / 1024) } }),
});
