import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { FileStore } from '../storage/file-store';
import { deleteStoredBytes } from '../storage/store-files';
import { StoredFile } from '../storage/stored-file.entity';
import { archiveSections } from './archive-constants';
import { DomainError } from '../../kernel/errors/domain-error';
import { entryAccess, findEntry, requireEntry, subtreeIds, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { sectionAccess } from './archive-roles';
import { entryRecord } from './entry-record';

/**
 * Removes trashed sets: the rows (each entry with everything under it, also what was trashed on its own before, then
 * their files' rows) in the transaction; the caller removes the bytes after it commits.
 */
const removeSets = async (tx: EntityManager, actor: ArchiveActor, tops: ArchiveEntry[]): Promise<string[]> => {
  const keys: string[] = [];
  for (const top of tops) {
    const entries = await tx.find(ArchiveEntry, { company: actor.company, id: { $in: await subtreeIds(tx, top.id) } }, { populate: ['file'] });
    const files = entries.flatMap((entry) => (entry.file ? [entry.file] : []));
    recordAuditEvent({
      em: tx,
      type: 'archive.entryDeletedForever',
      actor: actor.user,
      company: actor.company,
      before: { ...entryRecord(top), entries: entries.length, files: entries.filter((entry) => entry.file).map((entry) => ({ name: entry.name, sha256: entry.file!.sha256 })) },
    });
    await tx.nativeDelete(ArchiveEntry, { id: { $in: entries.map(({ id }) => id) } });
    await tx.nativeDelete(StoredFile, { id: { $in: files.map(({ id }) => id) } });
    keys.push(...files.map(({ key }) => key));
  }
  return keys;
};

/** `DELETE /archive/{orgNo}/{entryId}?permanent=true`: a set in the trash, gone for good (the tick is checked by the schema). */
export const deleteForever = async ({ em, store, actor, entryId }: { em: EntityManager; store: FileStore; actor: ArchiveActor; entryId: string }) => {
  const keys = await em.transactional(async (tx) => {
    const top = await findEntry(tx, actor.company, entryId, { inTrash: true });
    await requireEntry(tx, actor, top, 'edit');
    return removeSets(tx, actor, [top]);
  });
  await deleteStoredBytes(store, keys);
  return { id: entryId };
};

/** `POST /archive/{orgNo}/empty-trash`: every set in the trash of a section the actor edits, gone for good. */
export const emptyTrash = async ({ em, store, actor }: { em: EntityManager; store: FileStore; actor: ArchiveActor }) => {
  const sections = archiveSections.filter((section) => sectionAccess(actor.flags, section).edit);
  if (!sections.length) throw new DomainError('access.forbidden');
  const { keys, count } = await em.transactional(async (tx) => {
    const trashed = (await tx.find(ArchiveEntry, { company: actor.company, section: { $in: sections }, state: 'DELETED' })).filter((entry) => entry.trashedWith === entry.id);
    const tops: ArchiveEntry[] = [];
    for (const entry of trashed) if ((await entryAccess(tx, actor, entry)).edit) tops.push(entry);
    return { keys: await removeSets(tx, actor, tops), count: tops.length };
  });
  await deleteStoredBytes(store, keys);
  return { deleted: count };
};
