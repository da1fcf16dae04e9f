import type { TSealSigner } from './sealing.schemas';

/** Why a PDF is not an unaltered Andel-sealed document. */
export const sealRejections = ['notAPdf', 'notSealed', 'altered', 'notOurSeal'] as const;
export type SealRejection = (typeof sealRejections)[number];

/** The verification page's answer. */
export type SealVerificationView =
  | { sealed: true; originalSha256: string; sealedAt: string; signers: TSealSigner[] }
  | { sealed: false; reason: SealRejection };
