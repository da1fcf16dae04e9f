import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { ArchiveActor } from '../archive/archive-access';
import { issueSignerToken, signerLink } from '../signing/signing-links';
import { findSigner, isLive, requireFollowUp } from './signing-follow-up-access';

/**
 * `POST /document/signing-link/{documentId}/{orgNo}/{signedDocumentId}` (the signing status dialog's copy signing
 * link): only a link's hash is kept, so copying gives the signer a new link, answered this once; the link in their
 * email stops working. For a signer who has not signed a live request. Audited.
 */
export const issueSigningLink = ({ em, appUrl, actor, signerId }: { em: EntityManager; appUrl: string; actor: ArchiveActor; signerId: string }) =>
  em.transactional(async (tx) => {
    const signer = await findSigner(tx, actor, signerId);
    const { request } = signer;
    await requireFollowUp(tx, actor, request);
    if (signer.signedAt) throw new DomainError('signing.alreadySigned');
    if (!isLive(request)) throw new DomainError('signing.requestCancelled');
    const token = issueSignerToken(signer);
    recordAuditEvent({ em: tx, type: 'signing.linkIssued', actor: actor.user, company: actor.company, after: { signerId: signer.id, requestId: request.id } });
    return { signingUrl: signerLink(appUrl, token) };
  });
