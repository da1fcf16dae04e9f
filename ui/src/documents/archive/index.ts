// The archive screen, free of react-admin so the portals can show it too (`@andel/admin-console/archive`).
export { ArchiveBrowser } from './ArchiveBrowser';
export type { ArchiveScope } from './archive-scope';
export { useArchiveList } from './useArchive';
export { useRootFolders } from './useArchive';
