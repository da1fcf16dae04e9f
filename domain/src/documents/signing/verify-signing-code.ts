import type { EntityManager } from '@mikro-orm/core';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { User } from '../../platform/users/user.entity';
import { finishSignatures } from './finish-signatures';
import { recordSignatures } from './record-signatures';
import { maxFailedSigningCodes } from './signing-constants';
import type { SigningContext } from './signing-context';
import { SigningBatch } from './signing-batch.entity';
import { SigningCode } from './signing-code.entity';
import { requireMethod, signingTarget, type SigningTarget } from './signing-target';
import { Signer } from './signer.entity';

/** A wrong code counts against every signer it was for (committed on its own); the fifth locks them. */
const countWrongCode = async (em: EntityManager, target: SigningTarget, now: Date): Promise<never> => {
  const locked = await em.transactional(async (tx) => {
    const signers = await tx.find(Signer, { id: { $in: target.signers.map(({ id }) => id) } }, { populate: ['request', 'request.company'] });
    let lockedNow = false;
    for (const signer of signers) {
      signer.failedCodeAttempts += 1;
      if (signer.failedCodeAttempts >= maxFailedSigningCodes && !signer.codeLockedAt) {
        signer.codeLockedAt = now;
        lockedNow = true;
        await tx.nativeDelete(SigningCode, { signer: signer.id });
        recordAuditEvent({ em: tx, type: 'signing.codeLocked', actor: null, company: signer.request.company, after: { id: signer.id, name: signer.name, email: signer.email, signingMethod: signer.signingMethod, requestId: signer.request.id } });
      }
    }
    return lockedNow;
  });
  throw new DomainError(locked ? 'signing.codeLocked' : 'signing.codeInvalid');
};

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `POST /sign/verify-signing-with-code/{id}/{code}`: the code last emailed for the link or batch, within 10 minutes,
 * signs every document of it (AUTH_EMAIL); the code is used up. A wrong code counts (five lock the signer), an
 * expired or missing one is `signing.codeExpired`; neither signs anything.
 */
export const verifySigningCode = async ({ em, context, id, user, code, ipAddress, now = new Date() }: { em: EntityManager; context: SigningContext; id: string; user: User | null; code: string; ipAddress: string; now?: Date }) => {
  const target = await signingTarget({ em, id, user });
  requireMethod(target, 'AUTH_EMAIL');
  const owner = target.batch ? { batch: target.batch.id } : { signer: target.signers[0]!.id };
  const stored = await em.findOne(SigningCode, owner, { orderBy: { createdAt: 'desc' } });
  if (!stored || stored.expiresAt <= now) throw new DomainError('signing.codeExpired');
  if (!sameHash(stored.codeHash, hashToken(code))) return countWrongCode(em.fork(), target, now);
  const signerIds = target.signers.map(({ id: signerId }) => signerId);
  const fullySigned = await em.transactional(async (tx) => {
    const deleted = await tx.nativeDelete(SigningCode, { id: stored.id });
    if (!deleted) throw new DomainError('signing.codeExpired');
    if (target.batch) await tx.nativeUpdate(SigningBatch, { id: target.batch.id }, { completedAt: now });
    return recordSignatures({ tx, signerIds, evidence: { ipAddress, identifiedBy: target.batch ? 'VERIFIED_ACCOUNT' : 'PERSONAL_LINK', assertedIdentity: null }, now });
  });
  return finishSignatures({ em, context, requestIds: [...new Set(target.signers.map((signer) => signer.request.id))], fullySigned });
};
