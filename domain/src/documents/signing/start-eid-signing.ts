import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { startOidcAuthorization } from '../../platform/oidc/start-oidc-authorization';
import type { User } from '../../platform/users/user.entity';
import { eidMethodOf, signingReturnPath } from './eid-signing';
import { signingMethodAvailable } from './method-availability';
import { eidSigningProviders } from './signing-constants';
import { SigningBatch } from './signing-batch.entity';
import type { SigningContext } from './signing-context';
import { signingTarget } from './signing-target';

/** The page the e-ID providers return to after a signing (seed 000's `/signing-completed-bankid-callback`). */
export const signingCallbackPath = '/signing-completed-bankid-callback';

/**
 * `POST /sign/start-eid/{id}`: starts the e-ID signing of a link or batch at the signers' provider (BankID Norway,
 * BankID Sweden or MitID; one not configured is `signing.methodNotAvailable`). A link's signer gets a batch of one,
 * which the flow returns to.
 */
export const startEidSigning = async ({ em, context, id, user }: { em: EntityManager; context: SigningContext; id: string; user: User | null }) => {
  const target = await signingTarget({ em, id, user });
  const method = eidMethodOf(target.signers);
  if (!signingMethodAvailable(method, context.oidc)) throw new DomainError('signing.methodNotAvailable');
  const batch = target.batch ?? (await em.transactional(async (tx) => tx.create(SigningBatch, { user: null, signingMethod: method, signerIds: [target.signers[0]!.id] })));
  return startOidcAuthorization({ em, settings: context.oidc, provider: eidSigningProviders[method], redirectUri: `${context.appUrl}${signingCallbackPath}`, returnTo: signingReturnPath(batch.id) });
};
