import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { ancestorIds, findEntry, requireChangeable, requireTarget, subtreeIds, type ArchiveActor } from './archive-access';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveEntryView } from './archive-entry-view';
import type { TMoveEntryInput } from './archive.schemas';
import { entryRecord } from './entry-record';
import { folderTarget } from './folder-target';
import { requireUniqueName, withNameClashAs } from './unique-name';

/**
 * `POST /archive/{orgNo}/move`: a live, writable entry into a folder or a section's top that the actor may edit (so a
 * custom role moves only between folders it may edit). A folder cannot go into itself or anything under it
 * (`archive.move.into-itself`); the name must be free there. Moving to another section takes everything under it along.
 */
export const moveEntry = ({ em, actor, input }: { em: EntityManager; actor: ArchiveActor; input: TMoveEntryInput }) =>
  withNameClashAs(() =>
    em.transactional(async (tx) => {
      const moved = await findEntry(tx, actor.company, input.entryId);
      await requireChangeable(tx, actor, moved);
      if (input.destinationId === moved.id || (input.destinationId && (await ancestorIds(tx, input.destinationId)).includes(moved.id)))
        throw new DomainError('archive.move.into-itself');
      const { section, folder } = await folderTarget(tx, actor.company, { parentId: input.destinationId, rootFolder: input.destinationRootFolder });
      await requireTarget(tx, actor, section, folder);
      await requireUniqueName({ em: tx, company: actor.company, section, parentId: folder?.id ?? null, name: moved.name, exceptId: moved.id });
      const before = entryRecord(moved);
      moved.parent = folder;
      if (section !== moved.section) {
        const ids = await subtreeIds(tx, moved.id);
        await tx.nativeUpdate(ArchiveEntry, { id: { $in: ids }, company: actor.company }, { section });
        moved.section = section;
      }
      recordAuditEvent({ em: tx, type: 'archive.entryMoved', actor: actor.user, company: actor.company, before, after: entryRecord(moved) });
      await tx.flush();
      return archiveEntryView(moved);
    }),
  );
