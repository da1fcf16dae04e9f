import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { checkUploads, type UploadCandidate } from '../file-checks/check-uploads';
import type { FileStore } from '../storage/file-store';
import { withStoredFiles } from '../storage/store-files';
import { archiveSections, type ArchiveSection } from './archive-constants';
import { requireFilesAllowed, requireTarget, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveEntryView } from './archive-entry-view';
import { archiveNameKey } from './archive-name';
import { fileRecord } from './entry-record';
import { folderTarget } from './folder-target';
import { checkedName, requireUniqueName, withNameClashAs } from './unique-name';

/** `folderId` of the upload path: a folder's id, or a section for its top. */
const targetOf = (folderId: string) =>
  (archiveSections as readonly string[]).includes(folderId) ? { rootFolder: folderId as ArchiveSection } : { parentId: folderId };

/**
 * `POST /archive/{orgNo}/upload/{folderId}`: files into a folder the actor may edit, with a subscription that allows
 * files. Each name must pass the name rule and be free among the folder's entries and the upload's other files; then
 * the seed's checks run in order (extension, size, request size, content, image dimensions). The bytes are stored
 * before the rows, which are written with their audit events in one transaction; a refusal writes nothing.
 */
export const uploadArchiveFiles = async ({ em, store, actor, folderId, files }: { em: EntityManager; store: FileStore; actor: ArchiveActor; folderId: string; files: readonly UploadCandidate[] }) => {
  const target = await folderTarget(em, actor.company, targetOf(folderId));
  await requireTarget(em, actor, target.section, target.folder);
  requireFilesAllowed(actor.company);
  if (!files.length) throw new DomainError('invalid-file', { files: '' });
  const named = files.map((file) => ({ ...file, name: checkedName(file.name) }));
  const keys = named.map(({ name }) => archiveNameKey(name));
  const twin = named.find((_, index) => keys.indexOf(keys[index]!) !== index);
  if (twin) throw new DomainError('archive.validation.not-unique-name', { name: twin.name });
  for (const { name } of named) await requireUniqueName({ em, company: actor.company, section: target.section, parentId: target.folder?.id ?? null, name });
  const checked = await checkUploads(named);
  return withNameClashAs(() =>
    withStoredFiles({
      em,
      store,
      company: actor.company,
      files: checked,
      command: async (tx, stored) => {
        const { section, folder } = await folderTarget(tx, actor.company, targetOf(folderId));
        const created = checked.map((file, index) =>
          tx.create(ArchiveEntry, { company: actor.company, section, parent: folder, isFolder: false, name: file.name, nameKey: archiveNameKey(file.name), file: stored[index]!, createdBy: actor.user }),
        );
        for (const entry of created) recordAuditEvent({ em: tx, type: 'archive.fileUploaded', actor: actor.user, company: actor.company, after: fileRecord(entry) });
        await tx.flush();
        return created.map(archiveEntryView);
      },
    }),
  );
};
