import type { RootFolderType } from './archive-constants';
import type { ArchiveEntry } from './archive-entry.entity';
import type { ArchiveLink } from './archive-link-source';
import type { ArchiveEntryView } from './archive-views';

const blank = { projectId: null, linkTargetId: null, linkTargetType: null, meetingType: null, meetingDate: null, folderDescription: null, contentType: null, size: null, updatedAt: null } as const;

/** A stored folder or file as the list shows it; in the trash its root folder is `deleted`. */
export const archiveEntryView = (entry: ArchiveEntry): ArchiveEntryView => ({
  ...blank,
  id: entry.id,
  name: entry.name,
  type: entry.isFolder ? 'folder' : 'file',
  isFolder: entry.isFolder,
  isReadonly: entry.isReadonly,
  signingStatus: entry.signingStatus,
  folderDescription: entry.description ?? null,
  rootFolder: entry.state === 'DELETED' ? 'deleted' : entry.section,
  contentType: entry.file?.contentType ?? null,
  size: entry.file ? Number(entry.file.size) : null,
  updatedAt: entry.updatedAt.toISOString(),
});

/** A meeting document as a read-only link. */
export const archiveLinkView = (link: ArchiveLink, rootFolder: RootFolderType): ArchiveEntryView => ({
  ...blank,
  id: link.id,
  name: link.name,
  type: 'link',
  isFolder: false,
  isReadonly: true,
  signingStatus: 'UNKNOWN',
  projectId: link.projectId,
  linkTargetId: link.linkTargetId,
  linkTargetType: link.linkTargetType,
  meetingType: link.meetingType,
  meetingDate: link.meetingDate,
  rootFolder,
});

/** The board archive's folder of board meeting documents: read-only, listed first. */
export const boardMeetingsFolderView = (id: string): ArchiveEntryView => ({ ...blank, id, name: 'archive.folder.board-meetings', type: 'board-meetings-folder', isFolder: true, isReadonly: true, signingStatus: 'UNKNOWN', rootFolder: 'board-archive' });

/** Folders first, then by name as people read it. */
export const byFolderThenName = (a: ArchiveEntryView, b: ArchiveEntryView): number =>
  Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name, 'nb', { numeric: true, sensitivity: 'base' });
