import type { ArchiveEntry } from './archive-entry.entity';

/** What the audit keeps of an entry. */
export const entryRecord = (entry: ArchiveEntry) => ({ id: entry.id, name: entry.name, section: entry.section, parentId: entry.parent?.id ?? null, isFolder: entry.isFolder });

/** What the audit keeps of a file entry (its bytes' type, size and SHA-256). */
export const fileRecord = (entry: ArchiveEntry) => ({ ...entryRecord(entry), contentType: entry.file?.contentType ?? '', size: Number(entry.file?.size ?? 0), sha256: entry.file?.sha256 ?? '' });
