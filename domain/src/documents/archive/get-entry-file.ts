import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { isPreviewable } from './archive-entry-actions';
import { findEntry, requireEntry, requireFilesAllowed, type ArchiveActor } from './archive-access';

/**
 * `GET /archive/{orgNo}/download/{id}`: a live file's bytes, its name and type, for an actor who may view its section,
 * with a subscription that allows files.
 */
export const getEntryFile = async ({ em, store, actor, entryId }: { em: EntityManager; store: FileStore; actor: ArchiveActor; entryId: string }) => {
  const entry = await findEntry(em, actor.company, entryId);
  await requireEntry(em, actor, entry, 'view');
  if (!entry.file) throw new DomainError('archive.notFound');
  requireFilesAllowed(actor.company);
  return { name: entry.name, contentType: entry.file.contentType, data: await readStoredFile(store, entry.file), previewable: isPreviewable({ contentType: entry.file.contentType }) };
};
