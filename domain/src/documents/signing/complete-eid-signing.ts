import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { completeOidcAuthorization } from '../../platform/oidc/complete-oidc-authorization';
import type { TOidcCallback } from '../../platform/oidc/oidc.schemas';
import type { User } from '../../platform/users/user.entity';
import { assertedIdentityText, batchIdOfReturnPath, eidMethodOf, requireSameIdentity } from './eid-signing';
import { finishSignatures } from './finish-signatures';
import { recordSignatures } from './record-signatures';
import { eidSigningProviders } from './signing-constants';
import { SigningBatch } from './signing-batch.entity';
import type { SigningContext } from './signing-context';
import { assertSignable } from './signing-target';
import { Signer } from './signer.entity';

/**
 * `POST /sign/complete-eid` (from the page `/signing-completed-bankid-callback`): the provider's answer, checked as at
 * sign-in (the browser's flow, state, nonce), signs the batch the flow was started for: a user's batch only in that
 * user's session, and only if the provider asserts the signers' own identity where it is known. The signature records
 * the asserted identity. A refused callback signs nothing.
 */
export const completeEidSigning = async ({ em, context, user, browserToken, callback, ipAddress, now = new Date() }: { em: EntityManager; context: SigningContext; user: User | null; browserToken: string | undefined; callback: TOidcCallback; ipAddress: string; now?: Date }) => {
  const { identity, returnTo } = await completeOidcAuthorization({ em, settings: context.oidc, browserToken, callback });
  const batch = await em.findOne(SigningBatch, { id: batchIdOfReturnPath(returnTo) }, { populate: ['user'] });
  if (!batch || (batch.user && batch.user.id !== user?.id)) throw new DomainError('signing.batchNotFound');
  const signers = await em.find(Signer, { id: { $in: batch.signerIds } }, { populate: ['request', 'request.company'] });
  signers.forEach(assertSignable);
  const method = eidMethodOf(signers);
  if (eidSigningProviders[method] !== identity.provider) throw new DomainError('signing.wrongMethod');
  await requireSameIdentity({ em, signers, owner: batch.user ?? null, identity });
  const fullySigned = await em.transactional(async (tx) => {
    await tx.nativeUpdate(SigningBatch, { id: batch.id }, { completedAt: now });
    return recordSignatures({ tx, signerIds: signers.map(({ id }) => id), evidence: { ipAddress, identifiedBy: 'EID', assertedIdentity: assertedIdentityText(identity, method) }, now });
  });
  return finishSignatures({ em, context, requestIds: [...new Set(signers.map((signer) => signer.request.id))], fullySigned });
};
