import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { findEntry, requireEntry, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveNameKey } from './archive-name';
import { entryRecord } from './entry-record';
import { freeName } from './unique-name';

/**
 * `POST /archive/restore`: a set from the trash goes back where it was, or to its section's top when that folder is
 * gone or in the trash itself; a name taken there meanwhile gets a number ("Budsjett (2).pdf"). Answers where it went,
 * so the screen can go there.
 */
export const restoreEntry = ({ em, actor, entryId }: { em: EntityManager; actor: ArchiveActor; entryId: string }) =>
  em.transactional(async (tx) => {
    const entry = await findEntry(tx, actor.company, entryId, { inTrash: true });
    await requireEntry(tx, actor, entry, 'edit');
    const parent = entry.parent ? await tx.findOne(ArchiveEntry, { id: entry.parent.id, state: { $ne: 'DELETED' } }) : null;
    const name = await freeName({ em: tx, company: actor.company, section: entry.section, parentId: parent?.id ?? null, name: entry.name });
    const entries = await tx.find(ArchiveEntry, { company: actor.company, trashedWith: entry.id, state: 'DELETED' });
    for (const each of entries) Object.assign(each, { state: 'CREATED', trashedWith: null, deletedAt: null });
    Object.assign(entry, { parent, name, nameKey: archiveNameKey(name) });
    recordAuditEvent({ em: tx, type: 'archive.entryRestored', actor: actor.user, company: actor.company, after: { ...entryRecord(entry), entries: entries.length } });
    await tx.flush();
    return { id: entry.id, rootFolder: entry.section, parentId: parent?.id ?? null };
  });
