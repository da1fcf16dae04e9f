import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { listCustomRoles } from '../../platform/custom-roles/find-custom-roles';
import { findEntry, type ArchiveActor } from './archive-access';
import type { ArchiveEntry } from './archive-entry.entity';
import type { TCustomArchivePermissionsInput } from './archive.schemas';
import type { CustomArchivePermissionsView } from './archive-views';
import { CustomArchivePermission } from './custom-archive-permission.entity';

/** A custom archive: a live folder at the top of the custom-archive section (else `archive.notFound`). */
const findCustomArchive = async (em: EntityManager, actor: ArchiveActor, folderId: string): Promise<ArchiveEntry> => {
  const folder = await findEntry(em, actor.company, folderId, { folder: true });
  if (folder.section !== 'custom-archive' || folder.parent) throw new DomainError('archive.notFound');
  return folder;
};

/** Custom archive permissions are the company's admins' (and super-admins' to read): not a custom role's, whose own access they set. */
const requireArchiveAdmin = (actor: ArchiveActor, level: 'view' | 'edit') => {
  const allowed = level === 'view' ? actor.flags.allowCustomArchiveView : actor.flags.allowCustomArchiveEdit;
  if (actor.customRoleId || !allowed) throw new DomainError('access.forbidden');
};

const viewOf = async (em: EntityManager, actor: ArchiveActor, folder: ArchiveEntry): Promise<CustomArchivePermissionsView> => {
  const rows = await em.find(CustomArchivePermission, { folder }, { populate: ['customRole'] });
  return {
    folderId: folder.id,
    permissions: rows.map((row) => ({ customRoleId: row.customRole.id, customRoleName: row.customRole.name, access: row.access })).sort((a, b) => a.customRoleName.localeCompare(b.customRoleName, 'nb')),
    roles: (await listCustomRoles(em, actor.company)).map((role) => ({ customRoleId: role.id, customRoleName: role.name })),
  };
};

/** `GET /archive/{orgNo}/permissions/{folderId}`: a custom archive's permissions and the company's custom roles to choose from. */
export const findCustomArchivePermissions = async ({ em, actor, folderId }: { em: EntityManager; actor: ArchiveActor; folderId: string }) => {
  requireArchiveAdmin(actor, 'view');
  return viewOf(em, actor, await findCustomArchive(em, actor, folderId));
};

/**
 * `POST /archive/{orgNo}/permissions/{folderId}`: the change-permission dialog sets a custom archive's permissions whole
 * (each a custom role covering the company, VIEW or EDIT; a role left out no longer sees the archive). Audited.
 */
export const setCustomArchivePermissions = ({ em, actor, folderId, input }: { em: EntityManager; actor: ArchiveActor; folderId: string; input: TCustomArchivePermissionsInput }) =>
  em.transactional(async (tx) => {
    requireArchiveAdmin(actor, 'edit');
    const folder = await findCustomArchive(tx, actor, folderId);
    const roles = new Map((await listCustomRoles(tx, actor.company)).map((role) => [role.id, role]));
    if (input.permissions.some(({ customRoleId }) => !roles.has(customRoleId))) throw new DomainError('customRoles.notFound');
    const before = (await viewOf(tx, actor, folder)).permissions.map(({ customRoleId, access }) => ({ customRoleId, access }));
    await tx.nativeDelete(CustomArchivePermission, { folder });
    for (const { customRoleId, access } of input.permissions) tx.create(CustomArchivePermission, { folder, customRole: roles.get(customRoleId)!, access });
    recordAuditEvent({ em: tx, type: 'archive.permissionsChanged', actor: actor.user, company: actor.company, before: { folderId: folder.id, permissions: before }, after: { folderId: folder.id, permissions: input.permissions } });
    await tx.flush();
    return viewOf(tx, actor, folder);
  });
