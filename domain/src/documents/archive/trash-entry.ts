import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { findEntry, requireChangeable, subtreeIds, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { entryRecord } from './entry-record';

/** Documents out for signing are not thrown away: the request is cancelled first (seed 002 section 4). */
const underSigning = new Set(['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS', 'NEEDS_SIGNING']);

/**
 * `DELETE /archive/{orgNo}/{entryId}`: a live, writable entry goes to the trash with everything under it. A set holding a
 * read-only entry stays (`archive.readonly`), as does one with a document under signing (`archive.delete.signing-in-progress`).
 */
export const trashEntry = ({ em, actor, entryId }: { em: EntityManager; actor: ArchiveActor; entryId: string }) =>
  em.transactional(async (tx) => {
    const entry = await findEntry(tx, actor.company, entryId);
    await requireChangeable(tx, actor, entry);
    const entries = await tx.find(ArchiveEntry, { id: { $in: await subtreeIds(tx, entry.id) }, company: actor.company, state: { $ne: 'DELETED' } });
    if (entries.some((each) => each.isReadonly)) throw new DomainError('archive.readonly');
    if (entries.some((each) => underSigning.has(each.signingStatus))) throw new DomainError('archive.delete.signing-in-progress');
    const deletedAt = new Date();
    for (const each of entries) Object.assign(each, { state: 'DELETED', trashedWith: entry.id, deletedAt });
    recordAuditEvent({ em: tx, type: 'archive.entryTrashed', actor: actor.user, company: actor.company, before: { ...entryRecord(entry), entries: entries.length } });
    await tx.flush();
    return { id: entry.id };
  });
