import type { FileTypeFilter, SignatureFilter } from './archive-constants';
import { fileExtension } from '../file-checks/file-upload-config';
import type { ArchiveEntryView } from './archive-views';

export type ArchiveFilters = { text: string; fileType: FileTypeFilter; signature: SignatureFilter };

const extensionsOf: Record<Exclude<FileTypeFilter, 'all' | 'folder'>, string[]> = { pdf: ['pdf'], doc: ['doc', 'docx'], xls: ['xls', 'xlsx'] };
const sent = new Set(['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS', 'NEEDS_SIGNING']);

/**
 * The list's filters (seed 002 section 2): the text anywhere in the name (case-insensitive), the file type (folders, or
 * PDF, Word and Excel files by extension; a link counts as PDF) and the signature state (sent: out for signing;
 * signed: signing complete).
 */
export const matchesArchiveFilters = (entry: ArchiveEntryView, { text, fileType, signature }: ArchiveFilters): boolean => {
  const query = text.trim().toLocaleLowerCase('nb');
  if (query && !entry.name.toLocaleLowerCase('nb').includes(query)) return false;
  if (fileType === 'folder' && !entry.isFolder) return false;
  if (fileType !== 'all' && fileType !== 'folder') {
    const extension = entry.type === 'link' ? 'pdf' : fileExtension(entry.name);
    if (entry.isFolder || !extensionsOf[fileType].includes(extension)) return false;
  }
  if (signature === 'sent' && !sent.has(entry.signingStatus)) return false;
  if (signature === 'signed' && entry.signingStatus !== 'SIGNING_COMPLETE') return false;
  return true;
};
