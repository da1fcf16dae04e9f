import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { findEntry, requireFilesAllowed, requireSection, type ArchiveActor } from './archive-access';

/** Types a browser may show inside the page (the preview); everything else is only downloaded. */
export const previewableTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

/**
 * `GET /archive/{orgNo}/download/{id}`: a live file's bytes, its name and type, for an actor who may view its section,
 * with a subscription that allows files.
 */
export const getEntryFile = async ({ em, store, actor, entryId }: { em: EntityManager; store: FileStore; actor: ArchiveActor; entryId: string }) => {
  const entry = await findEntry(em, actor.company, entryId);
  requireSection(actor.flags, entry.section, 'view');
  if (!entry.file) throw new DomainError('archive.notFound');
  requireFilesAllowed(actor.company);
  return { name: entry.name, contentType: entry.file.contentType, data: await readStoredFile(store, entry.file), previewable: previewableTypes.has(entry.file.contentType) };
};
