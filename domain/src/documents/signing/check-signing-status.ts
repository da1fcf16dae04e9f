import type { EntityManager } from '@mikro-orm/core';
import { deliveryStateOf } from '../../platform/email/delivery-state';
import { findEntry, requireEntry, type ArchiveActor } from '../archive/archive-access';
import type { SigningStatus } from '../archive/archive-constants';
import { SigningRequest } from './signing-request.entity';
import { Signer } from './signer.entity';
import type { SigningStatusView } from './signing-views';

/** The status of a document's latest signing request (or none), with each signer's status. */
export const signingStatusOf = async ({ em, documentId, documentSigningStatus, request }: { em: EntityManager; documentId: string; documentSigningStatus: SigningStatus; request: SigningRequest | null }): Promise<SigningStatusView> => {
  const signers = request ? await em.find(Signer, { request }, { populate: ['outboxEmail'], orderBy: { position: 'asc' } }) : [];
  return {
    documentId,
    requestId: request?.id ?? null,
    documentSigningStatus,
    requestStatus: request?.status ?? null,
    signedCount: signers.filter((signer) => signer.signedAt).length,
    total: signers.length,
    sealedDocumentId: request?.sealedEntry?.id ?? null,
    signerStatus: signers.map((signer) => ({
      signedDocumentId: signer.id,
      name: signer.name,
      email: signer.email,
      language: signer.language,
      signingMethod: signer.signingMethod,
      signerType: signer.signerType,
      isSigned: signer.signedAt !== null,
      signedAt: signer.signedAt?.toISOString() ?? null,
      companyName: signer.companyName ?? null,
      deliveryState: deliveryStateOf(signer.outboxEmail),
      resentAt: signer.resentAt?.toISOString() ?? null,
      isLocked: signer.codeLockedAt !== null,
    })),
  };
};

/** `GET /document/check-signing-status/{documentId}/{orgNo}`: an archive file's signing status, for those who view its section. */
export const checkSigningStatus = async ({ em, actor, documentId }: { em: EntityManager; actor: ArchiveActor; documentId: string }): Promise<SigningStatusView> => {
  const entry = await findEntry(em, actor.company, documentId);
  await requireEntry(em, actor, entry, 'view');
  const request = await em.findOne(SigningRequest, { archiveEntry: entry, company: actor.company }, { orderBy: { sentAt: 'desc' } });
  return signingStatusOf({ em, documentId: entry.id, documentSigningStatus: entry.signingStatus, request });
};
