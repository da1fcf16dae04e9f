import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { withStoredFiles } from '../storage/store-files';
import { finishSignatures } from './finish-signatures';
import { recordSignatures } from './record-signatures';
import { SigningBatch } from './signing-batch.entity';
import type { SigningContext } from './signing-context';
import { requireMethod, signingTarget } from './signing-target';

/** A drawn signature is a PNG of at most this many bytes. */
export const maxHandwritingBytes = 512 * 1024;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A non-empty PNG within the size limit (its first eight bytes are PNG's signature). */
export const isHandwritingImage = (image: Uint8Array): boolean =>
  image.byteLength > pngSignature.length && image.byteLength <= maxHandwritingBytes && pngSignature.every((byte, index) => image[index] === byte);

/**
 * `POST /sign/sign-with-handwriting/{id}` (multipart `signature`, the drawn signature as PNG): signs every document of
 * the link or batch with HANDWRITING; the drawing is kept with the signature. Without a drawing,
 * `signing.handwritingRequired`, nothing written.
 */
export const signWithHandwriting = async ({ em, context, id, user, image, ipAddress, now = new Date() }: { em: EntityManager; context: SigningContext; id: string; user: User | null; image: Uint8Array; ipAddress: string; now?: Date }) => {
  const target = await signingTarget({ em, id, user });
  requireMethod(target, 'HANDWRITING');
  if (!isHandwritingImage(image)) throw new DomainError('signing.handwritingRequired');
  const company = target.signers[0]!.request.company;
  const fullySigned = await withStoredFiles({
    em,
    store: context.store,
    company,
    files: [{ data: image, contentType: 'image/png' }],
    command: async (tx, [drawing]) => {
      if (target.batch) await tx.nativeUpdate(SigningBatch, { id: target.batch.id }, { completedAt: now });
      return recordSignatures({ tx, signerIds: target.signers.map((signer) => signer.id), evidence: { ipAddress, identifiedBy: target.batch ? 'VERIFIED_ACCOUNT' : 'PERSONAL_LINK', assertedIdentity: null, handwriting: drawing! }, now });
    },
  });
  return finishSignatures({ em, context, requestIds: [...new Set(target.signers.map((signer) => signer.request.id))], fullySigned });
};
