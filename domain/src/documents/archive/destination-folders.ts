import type { EntityManager } from '@mikro-orm/core';
import { archiveSections } from './archive-constants';
import { findEntry, permissionsOf, requireChangeable, subtreeIds, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { sectionAccess } from './archive-roles';
import type { DestinationFolderView } from './archive-views';
import { customArchiveAccess, sectionTopEditable } from './custom-archive-access';
import { viewersOf } from './custom-archive-role';

/**
 * `GET /archive/{orgNo}/destination-folders/{entryId}`: where an entry may be moved: the top of each section the actor
 * may edit (not the custom archives' top for a custom role) and every live, writable folder there that they may edit
 * (inside a custom archive, by its permissions),
 * except the entry itself and what is under it (without an entry, where a new file may go: the portfolio wizard's). With a custom role's id (`roleId`, the admin's role filter), only
 * where that role may edit too.
 */
export const destinationFolders = async ({ em, actor, entryId, roleId }: { em: EntityManager; actor: ArchiveActor; entryId?: string; roleId?: string }): Promise<DestinationFolderView[]> => {
  const entry = entryId ? await findEntry(em, actor.company, entryId) : null;
  if (entry) await requireChangeable(em, actor, entry);
  const viewers = await viewersOf(em, actor, roleId);
  const sections = archiveSections.filter((section) => viewers.every((viewer) => sectionAccess(viewer.flags, section).edit));
  const excluded = new Set(entry?.isFolder ? await subtreeIds(em, entry.id) : []);
  const folders = await em.find(ArchiveEntry, { company: actor.company, section: { $in: sections }, isFolder: true, state: { $ne: 'DELETED' } });
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chainOf = (folder: ArchiveEntry): ArchiveEntry[] => {
    const chain: ArchiveEntry[] = [];
    for (let at: ArchiveEntry | undefined = folder; at; at = at.parent ? byId.get(at.parent.id) : undefined) chain.unshift(at);
    return chain;
  };
  const permissions = await permissionsOf(em, folders.filter((folder) => folder.section === 'custom-archive' && !folder.parent).map(({ id }) => id));
  const editable = (folder: ArchiveEntry) =>
    folder.section !== 'custom-archive' ||
    viewers.every((viewer) => customArchiveAccess(sectionAccess(viewer.flags, folder.section), viewer.customRoleId, permissions.get(chainOf(folder)[0]!.id) ?? []).edit);
  const tops: DestinationFolderView[] = sections.filter((section) => viewers.every((viewer) => sectionTopEditable(section, true, viewer.customRoleId))).map((section) => ({ id: null, rootFolder: section, path: [] }));
  const inside = folders
    .filter((folder) => !folder.isReadonly && !excluded.has(folder.id) && editable(folder))
    .map((folder) => ({ id: folder.id, rootFolder: folder.section, path: chainOf(folder).map(({ name }) => name) }))
    .sort((a, b) => a.rootFolder.localeCompare(b.rootFolder) || a.path.join('/').localeCompare(b.path.join('/'), 'nb'));
  return [...tops, ...inside];
};
