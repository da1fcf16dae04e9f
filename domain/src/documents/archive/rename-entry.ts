import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { findEntry, requireChangeable, type ArchiveActor } from './archive-access';
import { archiveEntryView } from './archive-entry-view';
import { archiveNameKey } from './archive-name';
import type { TRenameEntryInput } from './archive.schemas';
import { entryRecord } from './entry-record';
import { requireUniqueName, withNameClashAs } from './unique-name';

/** `POST /archive/rename`: a live, writable entry gets a new name (unique among its siblings) and, for a folder, description. */
export const renameEntry = ({ em, actor, input }: { em: EntityManager; actor: ArchiveActor; input: TRenameEntryInput }) =>
  withNameClashAs(() =>
    em.transactional(async (tx) => {
      const entry = await findEntry(tx, actor.company, input.id);
      await requireChangeable(tx, actor, entry);
      await requireUniqueName({ em: tx, company: actor.company, section: entry.section, parentId: entry.parent?.id ?? null, name: input.name, exceptId: entry.id });
      const before = entryRecord(entry);
      entry.name = input.name;
      entry.nameKey = archiveNameKey(input.name);
      if (entry.isFolder && input.description !== undefined) entry.description = input.description;
      recordAuditEvent({ em: tx, type: 'archive.entryRenamed', actor: actor.user, company: actor.company, before, after: entryRecord(entry) });
      await tx.flush();
      return archiveEntryView(entry);
    }),
  );
