import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { fileUploadConfig } from '../file-checks/file-upload-config';
import { archiveSections, boardMeetingsFolderId, type ArchiveSection } from './archive-constants';
import { ancestorIds, entryAccess, findEntry, permissionsAbove, permissionsOf, requireEntry, requireSection, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveEntryView, archiveLinkView, boardMeetingsFolderView, byFolderThenName } from './archive-entry-view';
import { archiveFilesAllowed } from './archive-files-allowed';
import type { ArchiveLinkSource } from './archive-link-source';
import { defaultRootFolder, sectionAccess } from './archive-roles';
import type { TArchiveListInput } from './archive.schemas';
import type { ArchiveListView, ArchivePathStep } from './archive-views';
import { customArchiveAccess, sectionTopEditable } from './custom-archive-access';
import { viewersOf } from './custom-archive-role';

type Options = { em: EntityManager; actor: ArchiveActor; input: TArchiveListInput; linkSource: ArchiveLinkSource };

const rootStep = (rootFolder: ArchivePathStep['rootFolder']): ArchivePathStep => ({ id: null, name: `archive.root.${rootFolder}`, rootFolder });

/** The trash: the sets deleted in sections the actor edits, the latest first. */
const listTrash = async ({ em, actor }: Options): Promise<ArchiveListView> => {
  const sections = archiveSections.filter((section) => sectionAccess(actor.flags, section).edit);
  if (!sections.length) throw new DomainError('access.forbidden');
  const trashed = await em.find(ArchiveEntry, { company: actor.company, section: { $in: sections }, state: 'DELETED', trashedWith: { $ne: null } }, { populate: ['file'], orderBy: { deletedAt: 'desc' } });
  const entries: ArchiveEntry[] = [];
  for (const entry of trashed) if (entry.trashedWith === entry.id && (await entryAccess(em, actor, entry)).edit) entries.push(entry);
  return { rootFolder: 'deleted', folderId: null, path: [rootStep('deleted')], entries: entries.map(archiveEntryView), ...common(actor, true, 0) };
};

const common = (actor: ArchiveActor, canEdit: boolean, numberOfPermissions: number) => ({ fileUploadConfig, numberOfPermissions, canEdit, filesAllowed: archiveFilesAllowed(actor.company) });

const liveChildren = (em: EntityManager, actor: ArchiveActor, section: ArchiveSection, parent: string | null) =>
  em.find(ArchiveEntry, { company: actor.company, section, parent, state: { $ne: 'DELETED' } }, { populate: ['file'] });

/**
 * `POST /archive/{orgNo}/list`: a folder's entries, a root folder's top, or the trash, with the breadcrumbs (root folder,
 * then each folder down), the upload limits and whether the actor may change what is listed. With nothing named, the
 * actor's default root folder (admin, else board, else shareholder archive); none is `archive.invalidAccess`. The board
 * archive lists its board meetings folder first, the general meetings folder its meeting documents, both read-only
 * links from the link source.
 */
export const listArchiveEntries = async (options: Options): Promise<ArchiveListView> => {
  const { em, actor, input, linkSource } = options;
  if (input.status === 'deleted' || input.rootFolder === 'deleted') return listTrash(options);
  if (input.parentId === boardMeetingsFolderId) {
    requireSection(actor.flags, 'board-archive', 'view');
    const links = await linkSource({ em, company: actor.company, place: 'board-meetings' });
    return {
      rootFolder: 'board-archive',
      folderId: boardMeetingsFolderId,
      path: [rootStep('board-archive'), { id: boardMeetingsFolderId, name: 'archive.folder.board-meetings', rootFolder: 'board-archive' }],
      entries: links.map((link) => archiveLinkView(link, 'board-archive')).sort(byFolderThenName),
      ...common(actor, false, 0),
    };
  }
  if (input.parentId) {
    const folder = await findEntry(em, actor.company, input.parentId, { folder: true });
    await requireEntry(em, actor, folder, 'view');
    const permissions = await permissionsAbove(em, folder);
    const ancestors = await em.find(ArchiveEntry, { id: { $in: await ancestorIds(em, folder.id) } });
    const ordered = orderedChain(ancestors, folder);
    return {
      rootFolder: folder.section,
      folderId: folder.id,
      path: [rootStep(folder.section), ...ordered.map((entry) => ({ id: entry.id, name: entry.name, rootFolder: folder.section }))],
      entries: (await liveChildren(em, actor, folder.section, folder.id)).map(archiveEntryView).sort(byFolderThenName),
      ...common(actor, (await entryAccess(em, actor, folder)).edit && !folder.isReadonly, permissions.length),
    };
  }
  const section = input.rootFolder ?? defaultRootFolder(actor.flags);
  if (!section || section === 'deleted') throw new DomainError('archive.invalidAccess');
  requireSection(actor.flags, section, 'view');
  const stored = (section === 'custom-archive' ? await visibleCustomArchives(options) : await liveChildren(em, actor, section, null)).map(archiveEntryView);
  const links = section === 'general-meetings' ? (await linkSource({ em, company: actor.company, place: 'general-meetings' })).map((link) => archiveLinkView(link, section)) : [];
  const entries = [...stored, ...links].sort(byFolderThenName);
  return {
    rootFolder: section,
    folderId: null,
    path: [rootStep(section)],
    entries: section === 'board-archive' ? [boardMeetingsFolderView(boardMeetingsFolderId), ...entries] : entries,
    ...common(actor, sectionTopEditable(section, sectionAccess(actor.flags, section).edit, actor.customRoleId), 0),
  };
};

/**
 * The custom archives (the custom-archive section's top) the actor may view (a custom role those giving it a
 * permission), and when the admin filters by a custom role (`roleId`), only those that role may view too.
 */
const visibleCustomArchives = async ({ em, actor, input }: Options): Promise<ArchiveEntry[]> => {
  const tops = await liveChildren(em, actor, 'custom-archive', null);
  const viewers = await viewersOf(em, actor, input.roleId);
  const permissions = await permissionsOf(em, tops.map(({ id }) => id));
  return tops.filter((top) => viewers.every((viewer) => customArchiveAccess(sectionAccess(viewer.flags, 'custom-archive'), viewer.customRoleId, permissions.get(top.id) ?? []).view));
};

/** The folder's ancestors from the top down to the folder itself, following the parent links. */
const orderedChain = (ancestors: ArchiveEntry[], folder: ArchiveEntry): ArchiveEntry[] => {
  const byId = new Map(ancestors.map((entry) => [entry.id, entry]));
  const chain: ArchiveEntry[] = [folder];
  for (let parent = folder.parent?.id; parent && byId.has(parent); parent = byId.get(parent)!.parent?.id) chain.unshift(byId.get(parent)!);
  return chain;
};
