import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { ArchiveSection } from './archive-constants';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveFilesAllowed } from './archive-files-allowed';
import { sectionAccess, type ArchiveRoleFlags } from './archive-roles';
import { customArchiveAccess, sectionTopEditable, type CustomArchivePermissionRow, type PlaceAccess } from './custom-archive-access';
import { CustomArchivePermission } from './custom-archive-permission.entity';

/**
 * Who acts in the archive: the user, the company, the flags of the access the route let them in with, and the custom
 * role of that access (null for every other access), which a custom archive's permissions may narrow.
 */
export type ArchiveActor = { user: User; company: Company; flags: ArchiveRoleFlags; customRoleId: string | null };

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

/** The custom archive an entry is in: the folder at the top of the custom-archive section above it, or itself. */
export const customArchiveIdOf = async (em: EntityManager, entry: ArchiveEntry): Promise<string> => (await ancestorIds(em, entry.id)).at(-1) ?? entry.id;

/** Each custom archive's permissions, by the archive's id. */
export const permissionsOf = async (em: EntityManager, folderIds: readonly string[]): Promise<Map<string, CustomArchivePermissionRow[]>> => {
  const rows = folderIds.length ? await em.find(CustomArchivePermission, { folder: { $in: [...folderIds] } }) : [];
  const byFolder = new Map<string, CustomArchivePermissionRow[]>(folderIds.map((id) => [id, []]));
  for (const row of rows) byFolder.get(row.folder.id)?.push({ customRoleId: row.customRole.id, access: row.access });
  return byFolder;
};

/** The permissions of the custom archive an entry is in (none outside the custom archives). */
export const permissionsAbove = async (em: EntityManager, entry: ArchiveEntry): Promise<CustomArchivePermissionRow[]> => {
  if (entry.section !== 'custom-archive') return [];
  const archiveId = await customArchiveIdOf(em, entry);
  return (await permissionsOf(em, [archiveId])).get(archiveId) ?? [];
};

/** What the actor may do with an entry: its section's access, narrowed inside a custom archive by its permissions. */
export const entryAccess = async (em: EntityManager, actor: Pick<ArchiveActor, 'flags' | 'customRoleId'>, entry: ArchiveEntry): Promise<PlaceAccess> => {
  const section = sectionAccess(actor.flags, entry.section);
  return entry.section === 'custom-archive' && actor.customRoleId ? customArchiveAccess(section, actor.customRoleId, await permissionsAbove(em, entry)) : section;
};

/** The entry must be open to the actor at the level (else `access.forbidden`). */
export const requireEntry = async (em: EntityManager, actor: ArchiveActor, entry: ArchiveEntry, level: 'view' | 'edit'): Promise<void> => {
  if (!(await entryAccess(em, actor, entry))[level]) throw new DomainError('access.forbidden');
};

/** Changing an entry: it must be live, not read-only, and editable by the actor. */
export const requireChangeable = async (em: EntityManager, actor: ArchiveActor, entry: ArchiveEntry): Promise<void> => {
  await requireEntry(em, actor, entry, 'edit');
  if (entry.isReadonly) throw new DomainError('archive.readonly');
};

/** Where something is put: a folder the actor may edit, or the top of a section they edit (the custom archives' top: admins). */
export const requireTarget = async (em: EntityManager, actor: ArchiveActor, section: ArchiveSection, folder: ArchiveEntry | null): Promise<void> => {
  if (folder) await requireEntry(em, actor, folder, 'edit');
  else if (!sectionTopEditable(section, sectionAccess(actor.flags, section).edit, actor.customRoleId)) throw new DomainError('access.forbidden');
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
