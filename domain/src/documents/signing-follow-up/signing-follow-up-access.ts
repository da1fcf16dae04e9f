import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { requireEntry, requireSection, type ArchiveActor } from '../archive/archive-access';
import { SigningRequest } from '../signing/signing-request.entity';
import { Signer } from '../signing/signer.entity';

/** A request still waiting for signatures. */
export const isLive = (request: SigningRequest) => request.status === 'SENT_FOR_SIGNING' || request.status === 'SIGNING_IN_PROGRESS';

/**
 * Following a request up (resend, cancel, reopen) is for those who may edit its archive file, or for a document of
 * the decision tool, the admin archive's editors (its sent-for-signing folder).
 */
export const requireFollowUp = async (em: EntityManager, actor: ArchiveActor, request: SigningRequest): Promise<void> => {
  if (request.archiveEntry) await requireEntry(em, actor, request.archiveEntry, 'edit');
  else requireSection(actor.flags, 'send-for-signing', 'edit');
};

/** A signing request of the actor's company (else `signing.requestNotFound`). */
export const findRequest = async (em: EntityManager, actor: ArchiveActor, id: string): Promise<SigningRequest> => {
  const request = await em.findOne(SigningRequest, { id, company: actor.company }, { populate: ['archiveEntry', 'requestedBy'] });
  if (!request) throw new DomainError('signing.requestNotFound');
  return request;
};

/** A signer of a request of the actor's company (else `signing.requestNotFound`). */
export const findSigner = async (em: EntityManager, actor: ArchiveActor, id: string): Promise<Signer> => {
  const signer = await em.findOne(Signer, { id, request: { company: actor.company } }, { populate: ['request', 'request.archiveEntry', 'request.requestedBy'] });
  if (!signer) throw new DomainError('signing.requestNotFound');
  return signer;
};
