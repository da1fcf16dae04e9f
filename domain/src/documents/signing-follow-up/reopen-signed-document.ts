import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { findEntry, requireChangeable, type ArchiveActor } from '../archive/archive-access';
import { SigningRequest } from '../signing/signing-request.entity';

/**
 * `POST /archive/{orgNo}/reopen-signed/{entryId}` (the seed's "completed documents offer reopen"): an archive file whose
 * signing is complete is UNKNOWN again, so it can be changed and sent for signing anew. The sealed copy and the
 * request's record stay. A sealed copy is itself the record of what was signed and is never reopened
 * (`signing.sealedCopyNotReopenable`: its original is reopened instead, minutes in their project). Audited.
 */
export const reopenSignedDocument = ({ em, actor, entryId }: { em: EntityManager; actor: ArchiveActor; entryId: string }) =>
  em.transactional(async (tx) => {
    const entry = await findEntry(tx, actor.company, entryId);
    await requireChangeable(tx, actor, entry);
    if (entry.signingStatus !== 'SIGNING_COMPLETE') throw new DomainError('signing.notReopenable');
    if (await tx.count(SigningRequest, { sealedEntry: entry })) throw new DomainError('signing.sealedCopyNotReopenable');
    entry.signingStatus = 'UNKNOWN';
    recordAuditEvent({ em: tx, type: 'signing.documentReopened', actor: actor.user, company: actor.company, before: { id: entry.id, name: entry.name, signingStatus: 'SIGNING_COMPLETE' } });
    await tx.flush();
    return { id: entry.id, signingStatus: entry.signingStatus };
  });
