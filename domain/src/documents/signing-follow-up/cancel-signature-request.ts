import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { ArchiveActor } from '../archive/archive-access';
import { findRequest, isLive, requireFollowUp } from './signing-follow-up-access';
import type { SigningSourceReopener } from './signing-source-reopener';

/**
 * `POST /sign/cancel-signature-request {id}`: a live request is cancelled, so no one signs with its links any more;
 * its archive file is UNKNOWN again (it may be sent anew), and a decision-tool document is reopened (its locked
 * document unlocked by the decision tool). Audited.
 */
export const cancelSignatureRequest = ({ em, actor, requestId, reopenSource, now = new Date() }: { em: EntityManager; actor: ArchiveActor; requestId: string; reopenSource: SigningSourceReopener; now?: Date }) =>
  em.transactional(async (tx) => {
    const request = await findRequest(tx, actor, requestId);
    await requireFollowUp(tx, actor, request);
    if (!isLive(request)) throw new DomainError('signing.notCancellable');
    request.status = 'CANCELLED';
    request.cancelledAt = now;
    if (request.archiveEntry) request.archiveEntry.signingStatus = 'UNKNOWN';
    if (request.source === 'dbot') await reopenSource({ em: tx, actor: actor.user, company: actor.company, request });
    recordAuditEvent({ em: tx, type: 'signing.requestCancelled', actor: actor.user, company: actor.company, before: { id: request.id, title: request.title, source: request.source } });
    await tx.flush();
    return { id: request.id, status: request.status };
  });
