import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { requireTarget, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveEntryView } from './archive-entry-view';
import { archiveNameKey } from './archive-name';
import type { TCreateFolderInput } from './archive.schemas';
import { entryRecord } from './entry-record';
import { folderTarget } from './folder-target';
import { requireUniqueName, withNameClashAs } from './unique-name';

/** `POST /archive/create-folder`: a folder under a folder or at a section's top, where the actor may edit; its name unique among its siblings. */
export const createFolder = ({ em, actor, input }: { em: EntityManager; actor: ArchiveActor; input: TCreateFolderInput }) =>
  withNameClashAs(() =>
    em.transactional(async (tx) => {
      const { section, folder } = await folderTarget(tx, actor.company, input);
      await requireTarget(tx, actor, section, folder);
      await requireUniqueName({ em: tx, company: actor.company, section, parentId: folder?.id ?? null, name: input.name });
      const created = tx.create(ArchiveEntry, {
        company: actor.company,
        section,
        parent: folder,
        isFolder: true,
        name: input.name,
        nameKey: archiveNameKey(input.name),
        description: input.description ?? null,
        createdBy: actor.user,
      });
      recordAuditEvent({ em: tx, type: 'archive.folderCreated', actor: actor.user, company: actor.company, after: entryRecord(created) });
      await tx.flush();
      return archiveEntryView(created);
    }),
  );
