import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import { requireVerifiedEmail } from '../../platform/auth/verified-email';
import type { User } from '../../platform/users/user.entity';
import { SigningBatch } from './signing-batch.entity';
import { Signer } from './signer.entity';
import { requireSubscriptionFormsReady } from './subscription-form-gate';

/** Whom a signing act signs for: a signer's link (one signer), or a batch of the signed-in user's documents. */
export type SigningTarget = { signers: Signer[]; batch: SigningBatch | null; recipient: { name: string; email: string; language: Signer['language'] } };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const populate = ['request', 'request.company', 'request.requestedBy', 'request.original'] as const;

/** A signer that can still sign: request live, not signed, not locked by wrong codes. */
export const assertSignable = (signer: Signer): void => {
  if (signer.request.status === 'CANCELLED') throw new DomainError('signing.requestCancelled');
  if (signer.signedAt || signer.request.status === 'SIGNING_COMPLETE') throw new DomainError('signing.alreadySigned');
  if (signer.codeLockedAt) throw new DomainError('signing.codeLocked');
};

/** The signer of a personal link's token; an unknown token is `signing.linkInvalid`. */
export const signerOfLink = async (em: EntityManager, token: string): Promise<Signer> => {
  const signer = await em.findOne(Signer, { tokenHash: hashToken(token) }, { populate });
  if (!signer) throw new DomainError('signing.linkInvalid');
  return signer;
};

/** The user's own batch, with its signers (still the user's by proven address: `auth.emailNotVerified`). Anyone else's batch is `signing.batchNotFound`. */
export const batchOfUser = async (em: EntityManager, batchId: string, user: User | null): Promise<{ batch: SigningBatch; signers: Signer[] }> => {
  const email = user ? requireVerifiedEmail(user) : null;
  const batch = user && uuidPattern.test(batchId) ? await em.findOne(SigningBatch, { id: batchId, user }) : null;
  if (!batch || !email) throw new DomainError('signing.batchNotFound');
  const signers = await em.find(Signer, { id: { $in: batch.signerIds }, email }, { populate, orderBy: { createdAt: 'asc' } });
  if (signers.length !== batch.signerIds.length) throw new DomainError('signing.batchNotFound');
  return { batch, signers };
};

/**
 * Resolves the signer pages' `{id}`: a batch id (a UUID; only its signed-in owner may use it) or a personal link's
 * token (whoever holds the link signs as that signer only). Every signer must still be signable, a subscription form filled in and in its period.
 */
export const signingTarget = async ({ em, id, user }: { em: EntityManager; id: string; user: User | null }): Promise<SigningTarget> => {
  if (uuidPattern.test(id)) {
    const { batch, signers } = await batchOfUser(em, id, user);
    signers.forEach(assertSignable);
    await requireSubscriptionFormsReady(em, signers);
    return { signers, batch, recipient: { name: user!.name, email: user!.email, language: user!.language } };
  }
  const signer = await signerOfLink(em, id);
  assertSignable(signer);
  await requireSubscriptionFormsReady(em, [signer]);
  return { signers: [signer], batch: null, recipient: { name: signer.name, email: signer.email, language: signer.language } };
};

/** Every signer signs with the method the sender chose for them. */
export const requireMethod = (target: SigningTarget, method: Signer['signingMethod']): void => {
  if (target.signers.some((signer) => signer.signingMethod !== method)) throw new DomainError('signing.wrongMethod');
};
