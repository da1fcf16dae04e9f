import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { ArchiveSection } from './archive-constants';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveFilesAllowed } from './archive-files-allowed';
import { sectionAccess, type ArchiveRoleFlags } from './archive-roles';

/** Who acts in the archive: the user, the company, and the flags of the access the route let them in with. */
export type ArchiveActor = { user: User; company: Company; flags: ArchiveRoleFlags };

/** The section must be open to the actor at the level (else `access.forbidden`, as every other refused access). */
export const requireSection = (flags: ArchiveRoleFlags, section: ArchiveSection, level: 'view' | 'edit'): void => {
  if (!sectionAccess(flags, section)[level]) throw new DomainError('access.forbidden');
};

export const requireFilesAllowed = (company: Company): void => {
  if (!archiveFilesAllowed(company)) throw new DomainError('subscription.requiresSubscription');
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entry of the company, live or (with `inTrash`) the top of a trashed set; anything else is `archive.notFound`. */
export const findEntry = async (em: EntityManager, company: Company, id: string, { inTrash = false, folder = false }: { inTrash?: boolean; folder?: boolean } = {}): Promise<ArchiveEntry> => {
  const entry = uuidPattern.test(id)
    ? await em.findOne(ArchiveEntry, { id, company, ...(inTrash ? { state: 'DELETED', trashedWith: id } : { state: { $ne: 'DELETED' } }), ...(folder ? { isFolder: true } : {}) }, { populate: ['file'] })
    : null;
  if (!entry) throw new DomainError('archive.notFound');
  return entry;
};

/** Changing an entry: it must be live, not read-only, and its section editable by the actor. */
export const requireChangeable = (flags: ArchiveRoleFlags, entry: ArchiveEntry): void => {
  requireSection(flags, entry.section, 'edit');
  if (entry.isReadonly) throw new DomainError('archive.readonly');
};

/** The ids of an entry and everything under it. */
export const subtreeIds = async (em: EntityManager, entryId: string): Promise<string[]> =>
  (
    await runBound<{ id: string }>(
      em,
      'with recursive subtree as (select id from archive_entry where id = $1 union all select child.id from archive_entry child join subtree on child.parent_id = subtree.id) select id from subtree',
      [entryId],
    )
  ).map(({ id }) => id);

/** The ids of a folder's ancestors, nearest first. */
export const ancestorIds = async (em: EntityManager, entryId: string): Promise<string[]> =>
  (
    await runBound<{ id: string }>(
      em,
      'with recursive ancestors as (select parent_id as id, 1 as depth from archive_entry where id = $1 union all select entry.parent_id, ancestors.depth + 1 from archive_entry entry join ancestors on entry.id = ancestors.id) select id from ancestors where id is not null order by depth',
      [entryId],
    )
  ).map(({ id }) => id);

/** The organisation number of the company an entry belongs to, for the routes that name only the entry (restore). */
export const findArchiveEntryOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(ArchiveEntry, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;
