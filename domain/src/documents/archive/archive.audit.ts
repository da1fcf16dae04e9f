// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { ArchiveSection } from './archive-constants';

type EntryRecord = { id: string; name: string; section: ArchiveSection; parentId: string | null; isFolder: boolean };
type PermissionsRecord = { folderId: string; permissions: { customRoleId: string; access: 'VIEW' | 'EDIT' }[] };
type FileRecord = EntryRecord & { contentType: string; size: number; sha256: string };

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'archive.folderCreated': { after: EntryRecord };
    'archive.fileUploaded': { after: FileRecord };
    'archive.entryRenamed': { before: EntryRecord; after: EntryRecord };
    'archive.entryMoved': { before: EntryRecord; after: EntryRecord };
    'archive.entryTrashed': { before: EntryRecord & { entries: number } };
    'archive.entryRestored': { after: EntryRecord & { entries: number } };
    'archive.permissionsChanged': { before: PermissionsRecord; after: PermissionsRecord };
    'archive.entryDeletedForever': { before: EntryRecord & { entries: number; files: { name: string; sha256: string }[] } };
  }
}
