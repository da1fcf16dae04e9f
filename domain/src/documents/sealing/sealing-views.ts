import type { TSealSigner } from './sealing.schemas';

/** Why a PDF is not an unaltered Andel-sealed document. */
export type SealRejection = 'notAPdf' | 'notSealed' | 'altered' | 'notOurSeal';

/** The verification page's answer. */
export type SealVerificationView =
  | { sealed: true; originalSha256: string; sealedAt: string; signers: TSealSigner[] }
  | { sealed: false; reason: SealRejection };
