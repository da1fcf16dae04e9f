import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { AttachToMessage } from '../../platform/messaging/message-attachment-hooks';
import { findEntry, requireEntry, requireFilesAllowed, type ArchiveActor } from '../archive/archive-access';
import type { ArchiveEntry } from '../archive/archive-entry.entity';
import { checkedName } from '../archive/unique-name';
import { checkUploads, type UploadCandidate } from '../file-checks/check-uploads';
import type { FileStore } from '../storage/file-store';
import type { StoredFile } from '../storage/stored-file.entity';
import { withStoredFiles } from '../storage/store-files';
import { MessageAttachment } from './message-attachment.entity';
import { messageAttachmentLimit } from './message-attachments.schemas';

type Options<T> = {
  em: EntityManager;
  store: FileStore;
  /** The sender as the archive knows them: archive files must be the company's and ones they may view. */
  actor: ArchiveActor;
  uploads: readonly UploadCandidate[];
  archiveEntryIds: readonly string[];
  /** The sending command (start a thread, reply), given `attach` for its new message. */
  send: (em: EntityManager, attach: AttachToMessage) => Promise<T>;
};

/**
 * A message with attachments. Uploads pass the archive's name rule and upload checks, and their bytes are stored
 * first; then, in one transaction, each archive file is looked up (the company's, viewable by the sender, with a
 * subscription that allows files), the message is sent and the attachment rows written. A refusal writes nothing.
 */
export const sendWithAttachments = async <T>({ em, store, actor, uploads, archiveEntryIds, send }: Options<T>): Promise<T> => {
  if (uploads.length + archiveEntryIds.length > messageAttachmentLimit) throw new DomainError('messageAttachments.tooMany', { max: messageAttachmentLimit });
  if (!uploads.length && !archiveEntryIds.length) return send(em, async () => undefined);
  requireFilesAllowed(actor.company);
  const checked = uploads.length ? await checkUploads(uploads.map((file) => ({ ...file, name: checkedName(file.name) }))) : [];
  return withStoredFiles({
    em,
    store,
    company: actor.company,
    files: checked,
    command: async (tx, stored) => {
      const entries: ArchiveEntry[] = [];
      for (const id of archiveEntryIds) {
        const entry = await findEntry(tx, actor.company, id);
        await requireEntry(tx, actor, entry, 'view');
        if (!entry.file) throw new DomainError('archive.notFound');
        entries.push(entry);
      }
      const files: { file: StoredFile; name: string; archiveEntry: ArchiveEntry | null }[] = [
        ...checked.map((upload, index) => ({ file: stored[index]!, name: upload.name, archiveEntry: null })),
        ...entries.map((entry) => ({ file: entry.file!, name: entry.name, archiveEntry: entry })),
      ];
      return send(tx, async (inner, message) => {
        files.forEach((file, position) => inner.create(MessageAttachment, { message, position, ...file }));
      });
    },
  });
};
