import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ArchiveActor } from '../archive/archive-access';
import { completeSealing } from '../signing/complete-sealing';
import type { SigningContext } from '../signing/signing-context';
import { findRequest, requireFollowUp } from './signing-follow-up-access';

/**
 * `POST /document/retry-seal/{orgNo}/{requestId}` (the signing status dialog's retry): the sender seals now a request
 * every signer has signed and that is still owed its seal (`signing.notAwaitingSeal` otherwise). Answers whether it is
 * sealed; a seal another process is making right now counts as under way; a failure is recorded on the request
 * (SEAL_FAILED) and answered `signing.sealFailed`.
 */
export const retrySealing = async ({ em, context, actor, requestId }: { em: EntityManager; context: SigningContext; actor: ArchiveActor; requestId: string }) => {
  const request = await findRequest(em, actor, requestId);
  await requireFollowUp(em, actor, request);
  if (!request.sealState || request.status !== 'SIGNING_IN_PROGRESS') throw new DomainError('signing.notAwaitingSeal');
  const outcome = await completeSealing({ em, context, requestId });
  if (outcome === 'failed') throw new DomainError('signing.sealFailed');
  return { id: request.id, sealed: outcome === 'sealed' || outcome === 'nothingToSeal' };
};
