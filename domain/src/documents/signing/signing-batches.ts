import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { requireVerifiedEmail } from '../../platform/auth/verified-email';
import type { User } from '../../platform/users/user.entity';
import { documentToSignView, waitingSignersOf } from './documents-to-sign';
import { signingMethodAvailable } from './method-availability';
import { batchSigningMethods, type BatchSigningMethod } from './signing-constants';
import type { SigningContext } from './signing-context';
import { SigningBatch } from './signing-batch.entity';
import { batchOfUser } from './signing-target';
import type { SigningBatchView } from './signing-views';

/**
 * `POST /sign/create-batch`: documents waiting for the signed-in user, to sign together with one method; each must be
 * the user's, waiting, and to be signed with that method (else `signing.batchNotFound` / `signing.wrongMethod`); the
 * user's email must be proven (`auth.emailNotVerified`).
 */
export const createSigningBatch = async ({ em, user, input }: { em: EntityManager; user: User; input: { signingMethod: string; signerIds: string[] } }) => {
  const method = batchSigningMethods[input.signingMethod as BatchSigningMethod];
  requireVerifiedEmail(user);
  const ids = [...new Set(input.signerIds)];
  const waiting = (await waitingSignersOf(em, user)).filter((signer) => ids.includes(signer.id));
  if (waiting.length !== ids.length) throw new DomainError('signing.batchNotFound');
  if (waiting.some((signer) => signer.signingMethod !== method)) throw new DomainError('signing.wrongMethod');
  const batch = await em.transactional(async (tx) => tx.create(SigningBatch, { user, signingMethod: method, signerIds: ids }));
  return { id: batch.id };
};

/** `GET /sign/batch/{id}`: the signed-in user's batch, its documents, and whether its method is available here. */
export const getSigningBatch = async ({ em, context, user, batchId }: { em: EntityManager; context: Pick<SigningContext, 'oidc'>; user: User | null; batchId: string }): Promise<SigningBatchView> => {
  const { batch, signers } = await batchOfUser(em, batchId, user);
  await em.populate(signers, ['request.requestedBy']);
  return {
    id: batch.id,
    signingMethod: batch.signingMethod,
    methodAvailable: signingMethodAvailable(batch.signingMethod, context.oidc),
    documents: signers.map(documentToSignView),
    completed: batch.completedAt !== null || signers.every((signer) => signer.signedAt),
  };
};
