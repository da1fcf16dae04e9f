import type { EntityManager } from '@mikro-orm/core';
import { permissionsWithin } from '../../platform/access/modules';
import type { Company } from '../../platform/companies/company.entity';
import { findCustomRole } from '../../platform/custom-roles/find-custom-roles';
import type { ArchiveActor } from './archive-access';
import { archiveRoleFlags } from './archive-roles';

export type ArchiveViewer = Pick<ArchiveActor, 'flags' | 'customRoleId'>;

/**
 * A custom role covering the company, seen as the archive sees its holders: for an admin's role filter (`roleId`,
 * the seed's "a custom role id other than all"). Another company's role or none is `customRoles.notFound`.
 */
export const customRoleViewer = async (em: EntityManager, company: Company, roleId: string): Promise<ArchiveViewer> => {
  const role = await findCustomRole(em, company, roleId);
  return { flags: archiveRoleFlags({ accessType: 'CUSTOM', permissions: permissionsWithin(role.permissions, role.modules) }), customRoleId: role.id };
};

/** The viewers whose access a listing must satisfy: the actor, and the role filtered by when one is named. */
export const viewersOf = async (em: EntityManager, actor: ArchiveActor, roleId: string | undefined): Promise<ArchiveViewer[]> =>
  roleId && roleId !== 'all' ? [actor, await customRoleViewer(em, actor.company, roleId)] : [actor];
