import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { StoredFile } from '../storage/stored-file.entity';
import { archiveItemStates, archiveSections, signingStatuses } from './archive-constants';

/**
 * A folder or a file in a company's archive: in a section (the root folder), under a parent folder or at the section's
 * top. A file's bytes are a `StoredFile`. Deleting moves an entry to the trash with everything under it (`state`
 * DELETED, `trashedWith` the entry the user deleted, so restoring brings the same set back); deleting forever removes
 * the rows and then the bytes. Siblings' names are unique case-insensitively (`nameKey`, a unique index over live
 * entries, see the migration).
 */
export const ArchiveEntrySchema = defineEntity({
  name: 'ArchiveEntry',
  indexes: [{ properties: ['company', 'section', 'parent'] }, { properties: ['company', 'trashedWith'] }],
  uniques: [
    {
      name: 'archive_entry_sibling_name_unique',
      expression: `create unique index "archive_entry_sibling_name_unique" on "archive_entry" ("company_id", "section", coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name_key") where "state" <> 'DELETED'`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    section: p.enum(archiveSections),
    parent: () => p.manyToOne(ArchiveEntry).nullable().deleteRule('cascade'),
    isFolder: p.boolean(),
    name: p.string().length(255),
    /** The trimmed, case-folded name siblings may not share. */
    nameKey: p.string().length(255),
    description: p.string().length(1000).nullable(),
    state: p.enum(archiveItemStates).default('CREATED'),
    /** Entries the product keeps (and users cannot move, rename or delete). */
    isReadonly: p.boolean().default(false),
    signingStatus: p.enum(signingStatuses).default('UNKNOWN'),
    file: () => p.manyToOne(StoredFile).nullable().deleteRule('no action'),
    /** In the trash: the entry the user deleted (itself, or the folder it was in). */
    trashedWith: p.uuid().nullable(),
    deletedAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ArchiveEntry extends ArchiveEntrySchema.class {}
ArchiveEntrySchema.setClass(ArchiveEntry);
