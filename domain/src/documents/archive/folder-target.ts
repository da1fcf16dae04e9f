import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { ArchiveSection } from './archive-constants';
import { findEntry } from './archive-access';
import type { ArchiveEntry } from './archive-entry.entity';

/** Where something is put: a live folder (not read-only), or a section's top. */
export type FolderTarget = { section: ArchiveSection; folder: ArchiveEntry | null };

/** Resolves `parentId` (a folder) or `rootFolder` (a section's top); neither is `archive.notFound`. */
export const folderTarget = async (em: EntityManager, company: Company, { parentId, rootFolder }: { parentId?: string | null; rootFolder?: ArchiveSection }): Promise<FolderTarget> => {
  if (parentId) {
    const folder = await findEntry(em, company, parentId, { folder: true });
    if (folder.isReadonly) throw new DomainError('archive.readonly');
    return { section: folder.section, folder };
  }
  if (!rootFolder) throw new DomainError('archive.notFound');
  return { section: rootFolder, folder: null };
};
