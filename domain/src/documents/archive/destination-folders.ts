import type { EntityManager } from '@mikro-orm/core';
import { archiveSections } from './archive-constants';
import { findEntry, requireChangeable, subtreeIds, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { sectionAccess } from './archive-roles';
import type { DestinationFolderView } from './archive-views';

/**
 * `GET /archive/{orgNo}/destination-folders/{entryId}`: where an entry may be moved: the top of each section the actor
 * may edit and every live, writable folder there, except the entry itself and what is under it. A custom role thus sees
 * only folders it may edit.
 */
export const destinationFolders = async ({ em, actor, entryId }: { em: EntityManager; actor: ArchiveActor; entryId: string }): Promise<DestinationFolderView[]> => {
  const entry = await findEntry(em, actor.company, entryId);
  requireChangeable(actor.flags, entry);
  const sections = archiveSections.filter((section) => sectionAccess(actor.flags, section).edit);
  const excluded = new Set(entry.isFolder ? await subtreeIds(em, entry.id) : []);
  const folders = await em.find(ArchiveEntry, { company: actor.company, section: { $in: sections }, isFolder: true, isReadonly: false, state: { $ne: 'DELETED' } });
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const pathOf = (folder: ArchiveEntry): string[] => {
    const names: string[] = [];
    for (let at: ArchiveEntry | undefined = folder; at; at = at.parent ? byId.get(at.parent.id) : undefined) names.unshift(at.name);
    return names;
  };
  const tops: DestinationFolderView[] = sections.map((section) => ({ id: null, rootFolder: section, path: [] }));
  const inside = folders
    .filter((folder) => !excluded.has(folder.id))
    .map((folder) => ({ id: folder.id, rootFolder: folder.section, path: pathOf(folder) }))
    .sort((a, b) => a.rootFolder.localeCompare(b.rootFolder) || a.path.join('/').localeCompare(b.path.join('/'), 'nb'));
  return [...tops, ...inside];
};
