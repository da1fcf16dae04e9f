import type { ArchiveEntryView } from '../src/documents/archive/archive-views';

/** An archive entry as the list shows it: a PDF in the admin archive unless `extra` says otherwise. */
export const archiveEntryFixture = (extra: Partial<ArchiveEntryView> = {}): ArchiveEntryView => ({
  id: extra.name ?? 'x',
  name: 'x',
  type: 'file',
  isFolder: false,
  isReadonly: false,
  signingStatus: 'UNKNOWN',
  projectId: null,
  linkTargetId: null,
  linkTargetType: null,
  meetingType: null,
  meetingDate: null,
  folderDescription: null,
  rootFolder: 'admin-archive',
  contentType: 'application/pdf',
  size: 1,
  updatedAt: null,
  ...extra,
});
